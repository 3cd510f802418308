package import Flowline

/// Builds each screen's store with its dependencies (seed 000's factory): it wires, it decides
/// nothing. Analytics decorate the login use case's output here.
@MainActor
package struct FeatureFactory {
  package let dependencies: DependencyValues
  package let watchlist: Shared<Watchlist>
  package let activity: ActivityLog
  /// The saves and deletes that must finish even when their screen is gone.
  package let pendingWork: PendingWork
  /// The favourites the detail screens save, followed by the list.
  package let favouriteSaves: FavouriteSaves

  package init(
    dependencies: DependencyValues, watchlist: Shared<Watchlist>, activity: ActivityLog,
    pendingWork: PendingWork = PendingWork(), favouriteSaves: FavouriteSaves = FavouriteSaves()
  ) {
    self.dependencies = dependencies
    self.watchlist = watchlist
    self.activity = activity
    self.pendingWork = pendingWork
    self.favouriteSaves = favouriteSaves
  }

  package func makeLogin(
    email: String = "", onScreenEvent: ((Login.ScreenEvent) -> Void)? = nil
  ) -> Store<Login> {
    let useCase = LoginUseCase(
      authenticator: dependencies.authenticator, sessionStore: dependencies.sessionStore
    )
    .trackingOutcomes(with: dependencies.analytics)
    return Store(
      initialState: .init(email: email), feature: Login(useCase: useCase),
      onScreenEvent: onScreenEvent)
  }

  /// The film list, starting with a search text and a filter when restored.
  ///
  /// - Parameters:
  ///   - query: The search text to start with.
  ///   - filter: The filter to start with.
  ///   - onScreenEvent: What the list's screen events mean: the flow's handler.
  package func makeFilmList(
    query: String? = nil, filter: FilmFilter? = nil, position: Int? = nil,
    onScreenEvent: ((FilmList.ScreenEvent) -> Void)? = nil
  ) -> Store<FilmList> {
    let store = Store(
      initialState: .init(query: query ?? "", filter: filter ?? .all, position: position ?? 0),
      feature: FilmList(
        repository: dependencies.filmRepository, clock: dependencies.clock, watchlist: watchlist,
        pendingWork: pendingWork),
      onScreenEvent: onScreenEvent)
    // The list shows the favourites the detail screens save, pending until they are saved.
    favouriteSaves.follower = { [weak store] event in store?.dispatch(.favouriteSave(event)) }
    return store
  }

  package func makeFilmDetail(
    id: Film.ID, onScreenEvent: ((FilmDetail.ScreenEvent) -> Void)? = nil
  ) -> Store<FilmDetail> {
    Store(
      initialState: .init(filmID: id, watchlist: watchlist.value),
      feature: FilmDetail(
        repository: dependencies.filmRepository, watchlist: watchlist, pendingWork: pendingWork,
        favouriteSaves: favouriteSaves),
      onScreenEvent: onScreenEvent)
  }

  package func makeWatchlist(
    onScreenEvent: ((WatchlistFeature.ScreenEvent) -> Void)? = nil
  ) -> Store<WatchlistFeature> {
    Store(
      initialState: .init(),
      feature: WatchlistFeature(watchlist: watchlist, pendingWork: pendingWork),
      onScreenEvent: onScreenEvent)
  }

  package func makeFilterPicker(
    current: FilmFilter, onScreenEvent: ((FilterPicker.ScreenEvent) -> Void)? = nil
  ) -> Store<FilterPicker> {
    Store(
      initialState: .init(current: current), feature: FilterPicker(),
      onScreenEvent: onScreenEvent)
  }
}
