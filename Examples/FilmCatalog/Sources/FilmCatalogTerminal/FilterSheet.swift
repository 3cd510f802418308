package import FilmCatalogCore

/// The filter sheet's terminal state: the highlighted option (`nil` until a key moves it: the
/// current filter is highlighted first).
package struct FilterSheetUI: Equatable, Sendable {
  package var cursor: Int?

  package init() {}
}

/// Renders the filter sheet (drawn as a box over the list) and maps its keys. Pure.
package enum FilterSheet {
  package static func render(_ state: FilterPicker.ViewState, ui: FilterSheetUI) -> [Line] {
    let cursor = cursor(state, ui)
    return state.options.enumerated().map { index, option in
      Line(
        "\(index == cursor ? "▸" : " ") \(option.isCurrent ? "●" : "○") \(option.title)",
        index == cursor ? .selected : .plain)
    }
  }

  package static let hints = "↑↓ move  Enter choose  Esc cancel"

  package static func handle(
    _ key: Key, _ state: FilterPicker.ViewState, ui: inout FilterSheetUI
  ) -> KeyOutcome<FilterPicker.ViewEvent> {
    let current = cursor(state, ui)
    if let moved = movedCursor(current, count: state.options.count, key: key) {
      ui.cursor = moved
      return .handled
    }
    switch key {
    case .enter:
      return state.options.indices.contains(current)
        ? .event(.filterTapped(state.options[current].filter)) : .handled
    case .escape, .left, .backspace:
      return .event(.cancelTapped)
    case .character("q"), .character("o"):
      // The keys every screen shares: `q` quits, `o` opens a link (as the README's table says).
      return .unhandled
    default:
      return .handled
    }
  }

  /// The highlighted option: the one a key moved to, else the current filter.
  package static func cursor(_ state: FilterPicker.ViewState, _ ui: FilterSheetUI) -> Int {
    ui.cursor ?? state.options.firstIndex { $0.isCurrent } ?? 0
  }
}
