package import Flowline

/// Builds each screen's store with its dependencies (seed 000's factory): it wires, it decides
/// nothing. Analytics decorate the login use case's output here, and every store gets the
/// activity log's interceptor.
@MainActor
package struct FeatureFactory {
  package let dependencies: DependencyValues
  package let watchlist: Shared<Watchlist>
  package let activity: ActivityLog
  /// The saves and deletes that must finish even when their screen is gone.
  package let pendingWork: PendingWork

  package init(
    dependencies: DependencyValues, watchlist: Shared<Watchlist>, activity: ActivityLog,
    pendingWork: PendingWork = PendingWork()
  ) {
    self.dependencies = dependencies
    self.watchlist = watchlist
    self.activity = activity
    self.pendingWork = pendingWork
  }

  package func makeLogin(email: String = "") -> Store<Login> {
    let useCase = LoginUseCase(
      authenticator: dependencies.authenticator, sessionStore: dependencies.sessionStore
    )
    .trackingOutcomes(with: dependencies.analytics)
    return Store(
      initialState: .init(email: email), feature: Login(useCase: useCase),
      interceptors: [activity.interceptor("Login")])
  }

  package func makeFilmList() -> Store<FilmList> {
    Store(
      initialState: .init(),
      feature: FilmList(
        repository: dependencies.filmRepository, clock: dependencies.clock,
        pendingWork: pendingWork),
      interceptors: [activity.interceptor("FilmList")])
  }

  package func makeFilmDetail(id: Film.ID) -> Store<FilmDetail> {
    Store(
      initialState: .init(filmID: id),
      feature: FilmDetail(
        repository: dependencies.filmRepository, watchlist: watchlist, pendingWork: pendingWork),
      interceptors: [activity.interceptor("FilmDetail")])
  }

  package func makeWatchlist() -> Store<WatchlistFeature> {
    Store(
      initialState: .init(),
      feature: WatchlistFeature(watchlist: watchlist, pendingWork: pendingWork),
      interceptors: [activity.interceptor("Watchlist")])
  }

  package func makeFilterPicker(current: FilmFilter) -> Store<FilterPicker> {
    Store(
      initialState: .init(current: current), feature: FilterPicker(),
      interceptors: [activity.interceptor("Filters")])
  }
}
