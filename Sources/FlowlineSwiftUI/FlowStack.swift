#if canImport(SwiftUI)
  public import Flowline
  public import SwiftUI

  /// A `NavigationStack` driven by a ``Flowline/Flow``: its path is the flow's route stack, and
  /// the flow's destination is presented as a sheet.
  ///
  /// ```swift
  /// FlowStack(flow: app.flow) {
  ///   FilmListView(store: app.filmList)
  /// } route: { route in
  ///   switch route {
  ///   case .film:
  ///     if let store = (app.flow.screen(for: route) as? Store<FilmDetail>) {
  ///       FilmDetailView(store: store)
  ///     }
  ///   }
  /// } destination: { destination in
  ///   FiltersView(…)
  /// }
  /// ```
  ///
  /// Swiping back or dismissing the sheet writes the flow's path and destination, which
  /// releases the screens that left and cancels their effects.
  public struct FlowStack<
    Route: Hashable & Codable & Sendable,
    Destination: Hashable & Codable & Sendable,
    Root: View,
    RouteContent: View,
    DestinationContent: View
  >: View {
    @Bindable private var flow: Flow<Route, Destination>
    private let root: () -> Root
    private let route: (Route) -> RouteContent
    private let destination: (Destination) -> DestinationContent

    /// Creates a stack for a flow.
    ///
    /// - Parameters:
    ///   - flow: The flow whose routes and destination drive the stack.
    ///   - root: The root screen.
    ///   - route: The screen for a route on the stack.
    ///   - destination: The content of a presented destination.
    public init(
      flow: Flow<Route, Destination>,
      @ViewBuilder root: @escaping () -> Root,
      @ViewBuilder route: @escaping (Route) -> RouteContent,
      @ViewBuilder destination: @escaping (Destination) -> DestinationContent
    ) {
      self.flow = flow
      self.root = root
      self.route = route
      self.destination = destination
    }

    /// The stack.
    public var body: some View {
      NavigationStack(path: $flow.path) {
        root().navigationDestination(for: Route.self) { value in route(value) }
      }
      .sheet(item: presented) { item in destination(item.destination) }
    }

    private var presented: Binding<PresentedDestination<Destination>?> {
      // Capture the flow alone (a main-actor class, so Sendable), not `self`, whose view-builder
      // closures are not Sendable. The closures are `@Sendable`, so they do not inherit the
      // view's isolation: they say they run on the main actor, as `@isolated(any)` allows.
      let flow = self.flow
      return Binding(
        get: { @MainActor in flow.destination.map(PresentedDestination.init) },
        set: { @MainActor value in flow.destination = value?.destination }
      )
    }
  }

  /// A presented destination, identified by its value, for `.sheet(item:)`.
  struct PresentedDestination<Destination: Hashable>: Identifiable {
    let destination: Destination
    var id: Destination { destination }
  }
#endif
