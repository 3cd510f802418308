package import Flowline

/// The filter sheet (seed 004's `FilterSheetView`, as a feature presented by the flow): offers
/// every filter and reports the chosen one. The app flow applies it to the list.
package struct FilterPicker: Feature, Sendable {
  package enum ViewEvent: Equatable, Sendable, Codable {
    case filterTapped(FilmFilter)
    case cancelTapped
  }

  package enum DomainAction: Equatable, Sendable {
    case choose(FilmFilter)
    case cancel
  }

  package struct DomainState: Equatable, Sendable {
    package var current: FilmFilter

    package init(current: FilmFilter) {
      self.current = current
    }
  }

  package struct ViewState: Equatable, Sendable {
    package var options: [Option]
  }

  /// One filter on offer.
  package struct Option: Equatable, Sendable, Identifiable {
    package var filter: FilmFilter
    package var title: String
    package var isCurrent: Bool
    package var id: FilmFilter { filter }
  }

  package enum ScreenEvent: Equatable, Sendable {
    case filterChosen(FilmFilter)
    case cancelled
  }

  package init() {}

  package func map(event: ViewEvent) -> DomainAction? {
    switch event {
    case .filterTapped(let filter): .choose(filter)
    case .cancelTapped: .cancel
    }
  }

  package func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .choose(let filter):
      state.current = filter
      return .emit(.filterChosen(filter))
    case .cancel:
      return .emit(.cancelled)
    }
  }

  package func reduce(_ state: DomainState) -> ViewState {
    ViewState(
      options: FilmFilter.allFilters.map {
        Option(filter: $0, title: $0.title, isCurrent: $0 == state.current)
      })
  }
}
