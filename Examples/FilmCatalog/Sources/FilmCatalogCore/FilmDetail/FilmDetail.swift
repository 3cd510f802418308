package import Flowline

/// One film (seed 004's `FilmDetailViewModel`, as a feature): loads the film and its related
/// films, toggles the favourite flag optimistically with a rollback when saving fails, and reads
/// and changes the shared watchlist through its own actions.
package struct FilmDetail: Feature, Sendable {
  package enum ViewEvent: Equatable, Sendable, Codable {
    case onAppear
    case onDisappear
    case retryTapped
    case favouriteTapped
    case watchlistTapped
    case relatedFilmTapped(Film.ID)
    case openWatchlistTapped
    case errorDismissed
  }

  package enum DomainAction: Equatable, Sendable {
    case appear
    case disappear
    case reload
    case filmResponse(Result<Film, LoadingError>)
    case relatedResponse(Result<[Film], LoadingError>)
    case toggleFavourite
    case favouriteSaved(Film)
    case favouriteFailed(restoring: Bool, LoadingError)
    case toggleWatchlist
    /// The watchlist change was saved.
    case watchlistSaved
    /// The watchlist change could not be saved, and was not kept.
    case watchlistSaveFailed(LoadingError)
    case watchlistChanged(Watchlist)
    case selectRelated(Film.ID)
    case showWatchlist
    case dismissError
  }

  package struct DomainState: Equatable, Sendable {
    package var filmID: Film.ID
    package var film: Loadable<Film> = .idle
    package var related: Loadable<[Film]> = .idle
    package var isSavingFavourite = false
    package var isInWatchlist = false
    /// A watchlist change is on its way to the disk: shown pending until it is there.
    package var isSavingWatchlist = false
    package var watchlistCount = 0
    package var errorMessage: String?

    /// - Parameters:
    ///   - filmID: The film shown.
    ///   - film: The film, usually not loaded yet.
    ///   - watchlist: The watchlist as it is when the screen is made, so that the screen shows it
    ///     at once rather than when the first value of the shared watchlist arrives.
    package init(filmID: Film.ID, film: Loadable<Film> = .idle, watchlist: Watchlist? = nil) {
      self.filmID = filmID
      self.film = film
      if let watchlist {
        isInWatchlist = watchlist.contains(filmID)
        watchlistCount = watchlist.entries.count
      }
    }
  }

  package enum ScreenEvent: Equatable, Sendable {
    case filmSelected(Film.ID)
    case watchlistRequested
    /// The film was saved with a new favourite flag: other screens may show it.
    case filmChanged(Film)
  }

  enum CancelID: Hashable, Sendable { case film, related, watchlist }

  /// How many related films the screen shows.
  package static let relatedLimit = 5

  package let repository: any FilmRepository
  package let watchlist: Shared<Watchlist>
  /// Saves finish even when the screen is popped; failures then reach the app.
  package let pendingWork: PendingWork
  /// Told of each favourite's save by the save itself, so that the list shows it pending, then
  /// saved or put back, even when this screen is gone before the save ends.
  package let favouriteSaves: FavouriteSaves?

  /// Creates the feature.
  ///
  /// - Parameters:
  ///   - repository: The catalog.
  ///   - watchlist: The shared watchlist.
  ///   - pendingWork: Where saves run until they finish, even after the screen is gone.
  ///   - favouriteSaves: Where a favourite's save says how it went, for the list.
  package init(
    repository: any FilmRepository, watchlist: Shared<Watchlist>, pendingWork: PendingWork,
    favouriteSaves: FavouriteSaves? = nil
  ) {
    self.repository = repository
    self.watchlist = watchlist
    self.pendingWork = pendingWork
    self.favouriteSaves = favouriteSaves
  }

  package func map(event: ViewEvent) -> DomainAction? {
    switch event {
    case .onAppear: .appear
    case .onDisappear: .disappear
    case .retryTapped: .reload
    case .favouriteTapped: .toggleFavourite
    case .watchlistTapped: .toggleWatchlist
    case .relatedFilmTapped(let id): .selectRelated(id)
    case .openWatchlistTapped: .showWatchlist
    case .errorDismissed: .dismissError
    }
  }

  package func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .appear:
      let follow = Effect.run { [watchlist] send in
        for await value in await watchlist.values() { await send(.watchlistChanged(value)) }
      }
      .cancellable(id: CancelID.watchlist, cancelInFlight: true)
      guard state.film.value == nil, !state.film.isLoading else { return follow }
      return .merge([load(&state), follow])

    case .disappear:
      return .cancel(id: CancelID.watchlist)

    case .reload:
      return load(&state)

    case .filmResponse(let result):
      state.film.complete(with: result)
      state.errorMessage = state.film.error?.message
      guard case .success = result else {
        state.related = .idle
        return .none
      }
      // Related films depend on the film: they load once it is there.
      state.related.startLoading()
      return .run { [repository, id = state.filmID] in
        try await repository.relatedFilms(to: id, limit: Self.relatedLimit)
      } then: {
        .relatedResponse($0.mapError(LoadingError.init))
      }
      .cancellable(id: CancelID.related, cancelInFlight: true)

    case .relatedResponse(let result):
      state.related.complete(with: result)
      return .none

    case .toggleFavourite:
      guard !state.isSavingFavourite, var film = state.film.value else { return .none }
      let wasFavourite = film.isFavourite
      film.isFavourite.toggle()
      state.film = .loaded(film)
      state.isSavingFavourite = true
      state.errorMessage = nil
      let title =
        film.isFavourite
        ? "Marking “\(film.title)” as a favourite" : "Removing “\(film.title)” from favourites"
      var before = film
      before.isFavourite = wasFavourite
      return .run { [repository, film, before, favouriteSaves] in
        // The save says how it went itself: the screen may be gone before it ends.
        await favouriteSaves?.tell(.saving(film))
        do {
          try await repository.setFavourite(film.isFavourite, filmID: film.id)
        } catch {
          await favouriteSaves?.tell(.failed(before))
          throw error
        }
        await favouriteSaves?.tell(.saved(film))
      } then: { [film] result in
        switch result {
        case .success: .favouriteSaved(film)
        case .failure(let error): .favouriteFailed(restoring: wasFavourite, LoadingError(error))
        }
      }
      .mustFinish(title, in: pendingWork)

    case .favouriteSaved(let film):
      state.isSavingFavourite = false
      return .emit(.filmChanged(film))

    case .favouriteFailed(let wasFavourite, let error):
      state.isSavingFavourite = false
      if var film = state.film.value {
        film.isFavourite = wasFavourite
        state.film = .loaded(film)
      }
      state.errorMessage = "Could not save the favourite: \(error.message)"
      return .none

    case .toggleWatchlist:
      guard !state.isSavingWatchlist else { return .none }
      let id = state.filmID
      let change: @Sendable (inout Watchlist) -> Void
      let title: String
      if let film = state.film.value {
        let entry = WatchlistEntry(film)
        change = { $0.toggle(entry) }
        title =
          state.isInWatchlist
          ? "Removing “\(film.title)” from your watchlist"
          : "Adding “\(film.title)” to your watchlist"
      } else if state.isInWatchlist {
        // A film gone from the catalog can still leave the watchlist.
        change = { $0.remove(id) }
        title = "Removing a film that left the catalog from your watchlist"
      } else {
        return .none
      }
      if state.film.value != nil {
        state.errorMessage = nil
      }
      state.isSavingWatchlist = true
      // The watchlist follows the shared value: a saved change arrives as `watchlistChanged`.
      return .run { [watchlist] in
        try await watchlist.update(change)
      } then: { result in
        switch result {
        case .success: .watchlistSaved
        case .failure(let error): .watchlistSaveFailed(LoadingError(error))
        }
      }
      .mustFinish(title, in: pendingWork)

    case .watchlistSaved:
      state.isSavingWatchlist = false
      return .none

    case .watchlistSaveFailed(let error):
      state.isSavingWatchlist = false
      state.errorMessage = "Could not save your watchlist: \(error.message)"
      return .none

    case .watchlistChanged(let list):
      state.isInWatchlist = list.contains(state.filmID)
      state.watchlistCount = list.entries.count
      return .none

    case .selectRelated(let id):
      return .emit(.filmSelected(id))

    case .showWatchlist:
      return .emit(.watchlistRequested)

    case .dismissError:
      state.errorMessage = nil
      return .none
    }
  }

  /// Why a film that is not in the catalog can't load: final, so the screen offers no retry.
  /// Its message is said of a film the app knows existed (``missingMessage(_:)``).
  package static let missingFilm = LoadingError(message: "This film is no longer in the catalog.")

  /// What the screen says of a film that is not in the catalog. A film this screen showed, or
  /// one in the watchlist, was in the catalog and was deleted since. Of any other id (a link to
  /// `film/99999`) the app cannot tell whether it ever existed: the words are true either way.
  ///
  /// - Parameter state: The screen's state, whose film failed to load with ``missingFilm``.
  package static func missingMessage(_ state: DomainState) -> String {
    state.film.value != nil || state.isInWatchlist
      ? missingFilm.message : "There is no film \(state.filmID) in the catalog."
  }

  private func load(_ state: inout DomainState) -> Effect {
    state.film.startLoading()
    state.errorMessage = nil
    let id = state.filmID
    return .run { [repository] in
      guard let film = try await repository.film(id: id) else { throw Self.missingFilm }
      return film
    } then: {
      .filmResponse($0.mapError(LoadingError.init))
    }
    .cancellable(id: CancelID.film, cancelInFlight: true)
  }
}

extension FilmDetail {
  /// Exactly what the detail screen renders.
  package struct ViewState: Equatable, Sendable {
    package var title: String
    /// "1994 · Drama · 2h 22m · directed by Ann Lee"
    package var details: String?
    package var rating: String?
    package var synopsis: String?
    package var isLoading: Bool
    package var isFavourite: Bool
    package var isSavingFavourite: Bool
    package var isInWatchlist: Bool
    /// A watchlist change is being saved: show it pending, not done.
    package var isSavingWatchlist: Bool
    package var watchlistCount: Int
    package var related: [FilmList.FilmRow]
    package var isLoadingRelated: Bool
    /// "No related films.", or why they could not be loaded.
    package var relatedMessage: String?
    package var errorMessage: String?
    /// The film or its related films failed to load: offer to load again.
    package var canRetry: Bool
    /// The film is not in the catalog: nothing to retry, only to go back (or to remove it from
    /// the watchlist).
    package var isMissing: Bool
  }

  package func reduce(_ state: DomainState) -> ViewState {
    let film = state.film.value
    let relatedMessage: String? =
      if let error = state.related.error {
        "Could not load related films: \(error.message)"
      } else if state.related.value?.isEmpty == true {
        "No related films."
      } else {
        nil
      }
    return ViewState(
      title: film?.title ?? "Film #\(state.filmID)",
      details: film.map {
        "\($0.year) · \($0.genre.title) · \($0.formattedRuntime) · directed by \($0.director)"
      },
      rating: film?.formattedRating,
      synopsis: film?.synopsis,
      isLoading: state.film.isLoading,
      isFavourite: film?.isFavourite ?? false,
      isSavingFavourite: state.isSavingFavourite,
      isInWatchlist: state.isInWatchlist,
      isSavingWatchlist: state.isSavingWatchlist,
      watchlistCount: state.watchlistCount,
      related: (state.related.value ?? []).map(FilmList.FilmRow.init),
      isLoadingRelated: state.related.isLoading,
      relatedMessage: relatedMessage,
      errorMessage: state.errorMessage == Self.missingFilm.message
        ? Self.missingMessage(state) : state.errorMessage,
      canRetry: (state.film.error != nil && state.film.error != Self.missingFilm)
        || state.related.error != nil,
      isMissing: state.film.error == Self.missingFilm
    )
  }
}
