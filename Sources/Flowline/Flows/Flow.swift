public import Observation

/// Something a ``Flow`` shows for a route: usually a feature's ``Store``, or a child flow.
///
/// The flow keeps each screen exactly as long as its route is on the stack (or its destination
/// is presented), and cancels its effects when it leaves.
@MainActor
public protocol FlowScreen: AnyObject {
  /// Cancels the screen's running work; called when its route leaves the flow.
  func cancelAllEffects()
}

extension Store: FlowScreen {}

/// A screen told when it leaves its flow for good (a popped route, a replaced path, a dismissed
/// destination), whoever still holds it: a view in its closing animation, a test, a cache.
@MainActor
protocol FlowRemovable: AnyObject {
  /// Marks the screen as gone for good.
  func markRemovedFromFlow()
}

extension Store: FlowRemovable {
  func markRemovedFromFlow() {
    isRemovedFromFlow = true
  }
}

/// Tells a screen that left the flow it is gone for good, then cancels its effects.
@MainActor
func releaseRemovedScreen(_ screen: (any FlowScreen)?) {
  (screen as? any FlowRemovable)?.markRemovedFromFlow()
  screen?.cancelAllEffects()
}

/// Navigation as data: a stack of routes and an optional presented destination, owned by one
/// observable object, with the screen of each route kept exactly as long as the route is shown.
///
/// A flow owns the journey. Features report what they finished with screen events; the code that
/// owns the flow (seed 000's `AppFlow`, seed 004's coordinator) turns those events into route
/// changes. A feature never references a route.
///
/// ```swift
/// enum Route: Hashable, Codable, Sendable { case film(id: Int), watchlist }
/// enum Destination: Hashable, Codable, Sendable { case filters }
///
/// @MainActor final class AppFlow {
///   let flow: Flow<Route, Destination>
///
///   init(factory: FeatureFactory) {
///     flow = Flow()
///     flow.screens = { [unowned self] route in
///       switch route {
///       case .film(let id):
///         // The factory gives the store its handler as it makes it.
///         return factory.makeFilmDetail(id: id) { [unowned self] event in self.handle(event) }
///       case .watchlist:
///         return factory.makeWatchlist()
///       }
///     }
///   }
///
///   func handle(_ event: FilmDetail.ScreenEvent) {
///     switch event {
///     case .relatedFilmSelected(let id): flow.push(.film(id: id))
///     }
///   }
/// }
/// ```
///
/// Navigation is data: present a sheet with `flow.destination = .filters`, dismiss it with
/// `flow.destination = nil`, replace the stack with `flow.path = [.films]`, set both at once
/// with ``navigationState``. ``push(_:)``, ``pop()`` and ``pop(to:)`` change the top of the
/// stack without comparing the routes under it.
///
/// The route stack is `Codable`: ``encodedNavigationState(version:)`` and ``restore(from:version:migrate:)`` save and
/// restore it, with a typed error and a fallback to the root for bad data. ``open(_:with:)``
/// navigates from a deep link.
@MainActor
public final class Flow<
  Route: Hashable & Codable & Sendable, Destination: Hashable & Codable & Sendable
>:
  Observable
{
  /// Builds the screen for a route. Called once per route pushed, when it is pushed.
  public var screens: ((Route) -> any FlowScreen)? {
    didSet { rebuildMissingScreens() }
  }

  /// Builds the screen for a presented destination, when it is presented.
  public var destinationScreens: ((Destination) -> any FlowScreen)? {
    didSet { rebuildMissingScreens() }
  }

  /// Called after every change of the path or the destination, whoever made it (the flow's
  /// owner, a deep link, or SwiftUI writing the path on a back swipe): the place to save the
  /// navigation state for restoration. It is handed the whole state, so while it is set a
  /// change costs O(routes on the stack); without it a push or a pop costs the same at any
  /// depth.
  public var onNavigationChange: ((NavigationState<Route, Destination>) -> Void)?

  /// Where a screen is shown: the route it is pushed for, or the destination presented.
  package enum Place: Hashable, Sendable {
    /// A route on the stack.
    case route(Route)
    /// The presented destination.
    case destination(Destination)
  }

  /// Told of every screen the flow builds, right after it is built and before it can receive
  /// anything: the app harness and the session recorder attach to the screens through it.
  package var screenObservers: [@MainActor (Place, any FlowScreen) -> Void] = []
  /// Told of every navigation change, like ``onNavigationChange``, which stays the app's own.
  package var navigationObservers: [@MainActor (NavigationState<Route, Destination>) -> Void] =
    []

  let registrar = ObservationRegistrar()
  // Key paths of a generic class are instantiated at run time on every use (~58,000
  // instructions each, `swift_getKeyPath`): these are made once, with the object.
  private let pathKey: KeyPath<Flow, [Route]> = \.path
  private let destinationKey: KeyPath<Flow, Destination?> = \.destination
  private var entries: [Entry] = []
  private var presented: Presented?

  private struct Entry {
    let route: Route
    var screen: (any FlowScreen)?
  }

  private struct Presented {
    let destination: Destination
    var screen: (any FlowScreen)?
  }

  /// Creates a flow.
  ///
  /// - Parameters:
  ///   - path: The routes on the stack above the root, bottom first.
  ///   - destination: The destination presented over the stack, if any.
  public init(path: [Route] = [], destination: Destination? = nil) {
    entries = path.map { Entry(route: $0, screen: nil) }
    presented = destination.map { Presented(destination: $0, screen: nil) }
  }

  /// The routes on the stack above the root, bottom first.
  ///
  /// Setting it (as SwiftUI's `NavigationStack(path:)` does when the user swipes back) keeps
  /// the screens of the routes that stay, releases the others and cancels their effects, and
  /// builds screens for the new routes.
  public var path: [Route] {
    get {
      registrar.access(self, keyPath: pathKey)
      return entries.map(\.route)
    }
    set {
      setPath(newValue)
    }
  }

  /// The destination presented over the stack (a sheet, a full-screen cover), if any.
  ///
  /// Setting it to `nil` (as SwiftUI does when the user dismisses a sheet) releases the
  /// destination's screen and cancels its effects.
  public var destination: Destination? {
    get {
      registrar.access(self, keyPath: destinationKey)
      return presented?.destination
    }
    set {
      setDestination(newValue)
    }
  }

  /// The navigation state as one value: the stack and the destination.
  public var navigationState: NavigationState<Route, Destination> {
    get { NavigationState(path: path, destination: destination) }
    set {
      setPath(newValue.path)
      setDestination(newValue.destination)
    }
  }

  /// The screen of the route at `index` in ``path``.
  ///
  /// - Parameter index: A position in ``path``.
  /// - Returns: The screen, or `nil` when the index is out of range or no screen factory is set.
  package func screen(at index: Int) -> (any FlowScreen)? {
    entries.indices.contains(index) ? entries[index].screen : nil
  }

  /// The screen of the topmost occurrence of `route` on the stack.
  ///
  /// This is how a navigation destination view finds its store: SwiftUI hands it the route, not
  /// its position.
  ///
  /// - Parameter route: A route on the stack.
  /// - Returns: The screen, or `nil` when the route is not on the stack.
  public func screen(for route: Route) -> (any FlowScreen)? {
    entries.last(where: { $0.route == route })?.screen
  }

  /// The screen of the topmost route.
  package var topScreen: (any FlowScreen)? { entries.last?.screen }

  /// The screen made for the presented destination, or `nil` when nothing is presented.
  ///
  /// ```swift
  /// let picker = flow.destinationScreen as? Store<FilterPicker>
  /// ```
  public var destinationScreen: (any FlowScreen)? { presented?.screen }

  /// Pushes a route.
  ///
  /// - Parameter route: The route to show on top of the stack.
  public func push(_ route: Route) {
    // Appends without rebuilding the stack: a push costs the same on a stack of any depth.
    registrar.willSet(self, keyPath: pathKey)
    entries.append(Entry(route: route, screen: makeScreen(for: route)))
    registrar.didSet(self, keyPath: pathKey)
    navigationDidChange()
  }

  /// Pops the topmost route, if any.
  public func pop() {
    keepRoutes(entries.count - 1)
  }

  /// Pops routes until `count` are left (`pop(to: 0)` returns to the root), without comparing
  /// any: it costs the routes it removes.
  ///
  /// - Parameter count: How many routes to keep; nothing happens when the stack is not deeper.
  public func pop(to count: Int) {
    keepRoutes(count)
  }

  private func setPath(_ newPath: [Route]) {
    let old = entries
    var kept = 0
    while kept < min(old.count, newPath.count), old[kept].route == newPath[kept] {
      kept += 1
    }
    guard kept < old.count || kept < newPath.count else { return }
    registrar.willSet(self, keyPath: pathKey)
    entries = Array(old.prefix(kept))
    for route in newPath[kept...] {
      entries.append(Entry(route: route, screen: makeScreen(for: route)))
    }
    registrar.didSet(self, keyPath: pathKey)
    for entry in old[kept...].reversed() {
      releaseRemovedScreen(entry.screen)
    }
    navigationDidChange()
  }

  /// Removes the routes above the first `count`, topmost first: it costs the routes removed,
  /// whatever the stack's depth.
  private func keepRoutes(_ count: Int) {
    let count = max(0, count)
    guard count < entries.count else { return }
    registrar.willSet(self, keyPath: pathKey)
    // Topmost first; taken one by one so that the kept routes are not copied.
    var removed: [Entry] = []
    removed.reserveCapacity(entries.count - count)
    while entries.count > count {
      removed.append(entries.removeLast())
    }
    registrar.didSet(self, keyPath: pathKey)
    for entry in removed {
      releaseRemovedScreen(entry.screen)
    }
    navigationDidChange()
  }

  private func setDestination(_ newDestination: Destination?) {
    guard presented?.destination != newDestination else { return }
    let old = presented
    registrar.willSet(self, keyPath: destinationKey)
    presented = newDestination.map {
      Presented(destination: $0, screen: makeScreen(for: $0))
    }
    registrar.didSet(self, keyPath: destinationKey)
    releaseRemovedScreen(old?.screen)
    navigationDidChange()
  }

  private func makeScreen(for route: Route) -> (any FlowScreen)? {
    guard let screen = screens?(route) else { return nil }
    for observer in screenObservers {
      observer(.route(route), screen)
    }
    return screen
  }

  private func makeScreen(for destination: Destination) -> (any FlowScreen)? {
    guard let screen = destinationScreens?(destination) else { return nil }
    for observer in screenObservers {
      observer(.destination(destination), screen)
    }
    return screen
  }

  private func navigationDidChange() {
    guard onNavigationChange != nil || !navigationObservers.isEmpty else { return }
    let state = navigationState
    onNavigationChange?(state)
    for observer in navigationObservers {
      observer(state)
    }
  }

  private func rebuildMissingScreens() {
    for index in entries.indices where entries[index].screen == nil {
      entries[index].screen = makeScreen(for: entries[index].route)
    }
    if var presented, presented.screen == nil {
      presented.screen = makeScreen(for: presented.destination)
      self.presented = presented
    }
  }
}

extension Flow: FlowScreen {
  /// Cancels the effects of every screen in the flow (when the flow itself is a child screen
  /// that leaves its parent).
  public func cancelAllEffects() {
    for entry in entries {
      entry.screen?.cancelAllEffects()
    }
    presented?.screen?.cancelAllEffects()
  }
}

extension Flow: FlowRemovable {
  /// A child flow that leaves its parent takes its screens with it.
  func markRemovedFromFlow() {
    for entry in entries {
      (entry.screen as? any FlowRemovable)?.markRemovedFromFlow()
    }
    (presented?.screen as? any FlowRemovable)?.markRemovedFromFlow()
  }
}

/// A flow's navigation state as a value: the stack of routes and the presented destination.
public struct NavigationState<
  Route: Hashable & Codable & Sendable, Destination: Hashable & Codable & Sendable
>:
  Hashable, Codable, Sendable
{
  /// The routes on the stack above the root, bottom first.
  public var path: [Route]
  /// The destination presented over the stack, if any.
  public var destination: Destination?

  /// Creates a navigation state.
  ///
  /// - Parameters:
  ///   - path: The routes above the root, bottom first.
  ///   - destination: The presented destination, if any.
  public init(path: [Route] = [], destination: Destination? = nil) {
    self.path = path
    self.destination = destination
  }
}
