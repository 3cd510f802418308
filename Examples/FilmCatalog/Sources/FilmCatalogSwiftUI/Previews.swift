#if canImport(SwiftUI)
  import FilmCatalogCore
  import Flowline
  import SwiftUI

  extension AppFlow {
    /// A signed-in app on preview dependencies: in-memory films, nothing saved.
    @MainActor
    static func preview(path: [Route] = [.films]) -> AppFlow {
      let factory = FeatureFactory(
        dependencies: DependencyValues(context: .preview), watchlist: Shared(Watchlist()),
        activity: ActivityLog())
      let app = AppFlow(
        factory: factory, session: Session(email: "demo@example.com", token: "preview"),
        navigationStore: InMemoryNavigationStore())
      app.start()
      app.flow.path = path
      return app
    }
  }

  // `PreviewProvider` rather than `#Preview`: the macro's plugin ships with Xcode only, and this
  // target also builds with the command-line tools.
  struct FilmCatalogPreviews: PreviewProvider {
    static var previews: some View {
      FilmCatalogRootView(app: .preview())
        .previewDisplayName("Films")
      FilmCatalogRootView(app: .preview(path: [.films, .film(id: 3)]))
        .previewDisplayName("Detail")
    }
  }
#endif
