package import Flowline

/// One row of the film list, as a child feature with a store of its own
/// (`Store.scope(rows:action:feature:)`): it shows a film and toggles its favourite flag in
/// place, optimistically, putting it back if saving fails. Its view state is derived from its
/// own film only, so a changed row costs one row's work, whatever the list's length.
package struct FilmListRow: Feature, Sendable {
  package typealias DomainState = Film
  package typealias ViewState = FilmList.FilmRow

  package enum ViewEvent: Equatable, Sendable, Codable {
    case favouriteTapped
  }

  package enum DomainAction: Equatable, Sendable {
    case toggleFavourite
    case favouriteFailed(restoring: Bool, LoadingError)
    /// The favourite reached the database (the list then knows it is durable).
    case favouriteSaved(Bool)
  }

  package let repository: any FilmRepository
  /// Saves finish even when the row or the list goes away; failures then reach the app.
  package let pendingWork: PendingWork

  package init(repository: any FilmRepository, pendingWork: PendingWork) {
    self.repository = repository
    self.pendingWork = pendingWork
  }

  package func map(event: ViewEvent) -> DomainAction? {
    switch event {
    case .favouriteTapped: .toggleFavourite
    }
  }

  package func interact(_ film: inout Film, with action: DomainAction) -> Effect {
    switch action {
    case .toggleFavourite:
      let wasFavourite = film.isFavourite
      film.isFavourite.toggle()
      // A write the row already shows as done: it finishes even if the row goes away.
      let title =
        film.isFavourite
        ? "Marking “\(film.title)” as a favourite" : "Removing “\(film.title)” from favourites"
      return .run { [repository, film] in
        try await repository.setFavourite(film.isFavourite, filmID: film.id)
      } then: { [isFavourite = film.isFavourite] result in
        switch result {
        case .success: .favouriteSaved(isFavourite)
        case .failure(let error): .favouriteFailed(restoring: wasFavourite, LoadingError(error))
        }
      }
      .mustFinish(title, in: pendingWork)
    case .favouriteFailed(let wasFavourite, _):
      film.isFavourite = wasFavourite
      return .none
    case .favouriteSaved:
      return .none
    }
  }

  package func reduce(_ film: Film) -> FilmList.FilmRow {
    FilmList.FilmRow(film)
  }
}
