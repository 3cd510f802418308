@_spi(Unobserved) package import Flowline
package import FlowlineRecording
package import Foundation

/// The app's journey (seed 000's `AppFlow`): login → film list → film detail → watchlist, with
/// the filter sheet as a destination. It turns the screens' events into route changes, opens
/// deep links, and saves and restores the navigation state.
///
/// The features know no routes: each reports what it finished, and only this type decides
/// where that leads.
@MainActor
package final class AppFlow {
  /// The version of the saved navigation format; bump it when `Route` or `Destination` change
  /// incompatibly, and migrate older data in ``restoreNavigation()``.
  package static let navigationVersion = 1

  /// The stack above the login screen, and the presented sheet.
  package let flow = Flow<Route, Destination>()
  /// The root screen, made on first use with the flow's handler.
  package private(set) lazy var login: Store<Login> = factory.makeLogin(email: launchEmail) {
    [unowned self] event in handle(event)
  }
  /// The email of the session saved by the last launch, for the login screen.
  private let launchEmail: String
  /// The watchlist, shared by the detail and watchlist screens.
  package let watchlist: Shared<Watchlist>
  /// What happened last, for a status line.
  package let activity: ActivityLog
  /// Saves and deletes still running, which must finish before the app quits; a failure whose
  /// screen is gone becomes the ``ActivityLog/notice``.
  package let pendingWork: PendingWork
  /// The signed-in session, or `nil` on the login screen.
  package private(set) var session: Session?
  /// Records the session (`--record`): the inputs that reach the app outside its screens
  /// (launch, going back, a link, a reload) are told to it as they arrive.
  package var recorder: SessionRecorder?

  private let factory: FeatureFactory
  private let navigationStore: any NavigationStateStoring
  private let sessionStore: any SessionStoring
  private var pendingNavigation: NavigationState<Route, Destination>?
  /// The list's search and filter read back from the saved screens, for the list's store.
  private var restoredList: SavedScreens.List?
  private var backgroundTasks: [Task<Void, Never>] = []
  /// The navigation bytes not saved yet: only the latest matters.
  private var unsavedNavigation: Data?
  /// Saves the navigation off the main actor, one save at a time, latest first.
  private var navigationSaving: Task<Void, Never>?
  /// Whether the last navigation save failed, so that the failure is said once.
  private var navigationSaveFailed = false
  /// Reads the shared values again off the main actor, one reload at a time.
  private var reloading: Task<Void, Never>?

  /// Creates the flow; call ``start()`` to show the first screen.
  ///
  /// - Parameters:
  ///   - factory: Builds the screens.
  ///   - session: The session saved by an earlier launch, if any.
  ///   - navigationStore: Where the navigation state is saved between launches.
  package init(
    factory: FeatureFactory,
    session: Session?,
    navigationStore: any NavigationStateStoring
  ) {
    self.factory = factory
    self.watchlist = factory.watchlist
    self.activity = factory.activity
    self.pendingWork = factory.pendingWork
    self.session = session
    self.launchEmail = session?.email ?? ""
    self.navigationStore = navigationStore
    self.sessionStore = factory.dependencies.sessionStore
    flow.screens = { [unowned self] route in makeScreen(for: route) }
    flow.destinationScreens = { [unowned self] sheet in makeScreen(for: sheet) }
    pendingWork.onFailure = { [weak self] failure in self?.activity.notice = failure.description }
  }

  /// Shows the first screen: the login screen when signed out; otherwise the navigation saved by
  /// the last launch, or the film list.
  package func start() {
    recorder?.recordInput(Input.start)
    guard session != nil else {
      flow.navigationState = NavigationState()
      return
    }
    restoreNavigation()
  }

  /// The film list's store, when the list is on the stack.
  package var filmList: Store<FilmList>? {
    (flow.screen(for: .films) as? Store<FilmList>)
  }

  /// Navigates to where a link points. When signed out, the link is kept and opened after
  /// logging in. A link the app does not understand leaves the navigation as it was and says
  /// why in ``ActivityLog/notice``.
  package func open(_ url: URL) {
    recorder?.recordInput(Input.open, url)
    let state: NavigationState<Route, Destination>
    do {
      state = try FilmLinks().navigation(for: url)
    } catch {
      activity.notice = error.description
      return
    }
    guard session != nil else {
      pendingNavigation = state
      activity.notice = "Log in to open \(url.absoluteString)."
      return
    }
    activity.notice = nil
    flow.navigationState = state
    navigationDidChange()
  }

  /// Goes back one step: dismisses the sheet, or pops a screen. The film list is the signed-in
  /// root: going back from it does nothing (log out instead).
  package func back() {
    recorder?.recordInput(Input.back)
    if flow.destination != nil {
      flow.destination = nil
    } else if flow.path.count > 1 {
      flow.pop()
    } else {
      return
    }
    navigationDidChange()
  }

  /// Saves the navigation state. Called after every change this type makes; a view that writes
  /// the flow's path itself (SwiftUI's back swipe) calls it too.
  ///
  /// The save runs off the main actor (a database locked by another process delays it, never
  /// the screen); changes made meanwhile are saved once it ends, the latest only. A failure is
  /// said in ``ActivityLog/notice``, once, and the next navigation tries again.
  package func navigationDidChange() {
    guard session != nil,
      let navigation = try? flow.encodedNavigationState(version: Self.navigationVersion)
    else { return }
    let list = filmList.map {
      SavedScreens.List(
        query: $0.domainState.query, filter: $0.domainState.filter,
        position: $0.domainState.position)
    }
    let saved = SavedScreens(navigation: navigation, list: list)
    unsavedNavigation = (try? JSONEncoder().encode(saved)) ?? navigation
    guard navigationSaving == nil else { return }
    navigationSaving = Task { await saveNavigation() }
  }

  private func saveNavigation() async {
    while let bytes = unsavedNavigation {
      unsavedNavigation = nil
      do {
        try await navigationStore.save(bytes)
        navigationSaveFailed = false
      } catch {
        if !navigationSaveFailed {
          activity.notice = Self.navigationNotSaved(error)
        }
        navigationSaveFailed = true
      }
    }
    navigationSaving = nil
  }

  /// What the user is told when the screens they are on could not be saved for the next launch.
  package static func navigationNotSaved(_ error: any Error) -> String {
    let reason =
      (error as? RepositoryError)?.message
      ?? (error as? any LocalizedError)?.errorDescription ?? "the catalog failed."
    return "Where you are could not be saved for the next launch: \(reason)"
  }

  /// Waits for the work the user was told about (saves, deletes) and for the flow's own
  /// (forgetting the session on logout), at most `timeout`.
  ///
  /// - Returns: What did not finish in time, in the user's words.
  @discardableResult
  package func waitForPendingWork(
    timeout: Duration = .seconds(5), clock: any Clock<Duration> = ContinuousClock()
  ) async -> [String] {
    let work = backgroundTasks
    backgroundTasks.removeAll()
    for task in work {
      await task.value
    }
    await navigationSaving?.value
    await reloading?.value
    return await pendingWork.waitUntilFinished(timeout: timeout, clock: clock)
  }

  /// Reads the shared values again, for changes another copy of the app saved meanwhile, off
  /// the main actor; a reload asked for while one runs is not repeated. A failure is said once,
  /// when it starts, not on every reload.
  package func reloadSharedState() {
    recorder?.recordInput(Input.reload)
    guard reloading == nil else { return }
    reloading = Task { [watchlist, activity] in
      let wasFailing = watchlist.persistenceError != nil
      do {
        try await watchlist.reload()
      } catch {
        if !wasFailing { activity.notice = Self.unreadableWatchlist }
      }
      reloading = nil
    }
  }

  /// What the user is told when the saved watchlist cannot be read: the saved entries are kept
  /// (changes write only their own rows) and come back once the database can be read again.
  package static let unreadableWatchlist =
    "Your saved watchlist could not be read; it is kept, and shows again once it can be."

  /// The names of the inputs a recording holds, as ``perform(_:)`` replays them.
  package enum Input {
    package static let start = "start"
    package static let open = "open"
    package static let back = "back"
    package static let reload = "reload"
  }

  /// Performs an input a recording holds, as it reached the app: what a replay hands back.
  ///
  /// - Parameters:
  ///   - name: The input's name (``Input``).
  ///   - link: The link opened, for ``Input/open``.
  package func perform(_ name: String, link: URL?) {
    switch name {
    case Input.start: start()
    case Input.open: if let link { open(link) }
    case Input.back: back()
    case Input.reload: reloadSharedState()
    default: activity.notice = "A recording asked for an unknown input “\(name)”."
    }
  }

  // MARK: - Restoration

  private func restoreNavigation() {
    if let data = navigationStore.load() {
      // Saved screens carry the list's search and filter around the flow's bytes; bytes saved
      // before they did are the flow's bytes alone.
      let saved = try? JSONDecoder().decode(SavedScreens.self, from: data)
      restoredList = saved?.list
      defer { restoredList = nil }
      do {
        try flow.restore(from: saved?.navigation ?? data, version: Self.navigationVersion)
      } catch {
        navigationStore.keepUnreadable(error.data, reason: error.description)
        activity.notice = "The saved screens could not be restored; the data was kept."
      }
    }
    // The film list is the signed-in root: whatever was saved sits on top of it.
    let path = flow.path
    if path.first != .films {
      flow.path = [.films] + path.filter { $0 != .films }
    }
    // A film under the top screen is named in breadcrumbs and back buttons: load it now rather
    // than show its number until the user goes back to it.
    for route in flow.path.dropLast() {
      (flow.screen(for: route) as? Store<FilmDetail>)?.dispatch(.reload)
    }
    navigationDidChange()
  }

  // MARK: - Screens

  private func makeScreen(for route: Route) -> any FlowScreen {
    switch route {
    case .films:
      factory.makeFilmList(
        query: restoredList?.query, filter: restoredList?.filter,
        position: restoredList?.position
      ) {
        [unowned self] event in handle(event)
      }
    case .film(let id):
      factory.makeFilmDetail(id: id) { [unowned self] event in handle(event) }
    case .watchlist:
      factory.makeWatchlist { [unowned self] event in handle(event) }
    }
  }

  private func makeScreen(for sheet: Destination) -> any FlowScreen {
    switch sheet {
    case .filters:
      factory.makeFilterPicker(current: filmList?.domainState.filter ?? .all) {
        [unowned self] event in handle(event)
      }
    }
  }

  // MARK: - Screen events

  private func handle(_ event: Login.ScreenEvent) {
    switch event {
    case .loginCompleted(let session):
      self.session = session
      let target = pendingNavigation ?? NavigationState(path: [.films])
      pendingNavigation = nil
      activity.notice = nil
      flow.navigationState = target
      navigationDidChange()
    }
  }

  private func handle(_ event: FilmList.ScreenEvent) {
    switch event {
    case .filmSelected(let id):
      flow.push(.film(id: id))
    case .filtersRequested:
      flow.destination = .filters
    case .watchlistRequested:
      flow.push(.watchlist)
    case .logOutRequested:
      logOut()
      return
    case .searchApplied:
      break
    }
    navigationDidChange()
  }

  private func handle(_ event: FilmDetail.ScreenEvent) {
    switch event {
    case .filmSelected(let id):
      flow.push(.film(id: id))
    case .watchlistRequested:
      flow.push(.watchlist)
    case .filmChanged(let film):
      filmList?.dispatch(.filmChanged(film))
      return
    }
    navigationDidChange()
  }

  private func handle(_ event: WatchlistFeature.ScreenEvent) {
    switch event {
    case .filmSelected(let id):
      flow.push(.film(id: id))
    }
    navigationDidChange()
  }

  private func handle(_ event: FilterPicker.ScreenEvent) {
    switch event {
    case .filterChosen(let filter):
      flow.destination = nil
      filmList?.dispatch(.setFilter(filter))
    case .cancelled:
      flow.destination = nil
    }
    navigationDidChange()
  }

  private func logOut() {
    navigationDidChange()
    session = nil
    flow.navigationState = NavigationState()
    login.dispatch(.loggedOut)
    let sessionStore = sessionStore
    backgroundTasks.append(Task { try? await sessionStore.clear() })
  }
}

/// What the app saves to put the user back on the same screen: the flow's navigation bytes and
/// the film list's search and filter.
struct SavedScreens: Codable {
  /// The film list's search text and filter.
  struct List: Codable {
    var query: String
    var filter: FilmFilter
    /// The position the list showed (absent in what earlier versions saved).
    var position: Int?
  }

  var navigation: Data
  var list: List?
}
