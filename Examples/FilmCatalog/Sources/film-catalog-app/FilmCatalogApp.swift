#if canImport(SwiftUI)
  import FilmCatalogCore
  import FilmCatalogData
  import FilmCatalogSwiftUI
  import SwiftUI

  /// The SwiftUI app on Apple platforms: the same database, features and flow as the terminal
  /// app (`swift run film-catalog-app` on macOS).
  @main
  struct FilmCatalogApp: App {
    private let app: AppFlow?
    private let failure: String?

    init() {
      do {
        let app = AppFlow.live(database: try AppDatabase(url: DataDirectory.defaultDatabaseURL()))
        app.start()
        self.app = app
        failure = nil
      } catch {
        app = nil
        failure = "Could not open the film database: \(error)"
      }
    }

    var body: some Scene {
      WindowGroup {
        if let app {
          FilmCatalogRootView(app: app)
        } else {
          Text(failure ?? "")
        }
      }
    }
  }
#else
  /// Where SwiftUI doesn't exist (Linux), the SwiftUI app only says where to look.
  @main
  enum FilmCatalogApp {
    static func main() {
      print("film-catalog-app needs SwiftUI (macOS, iOS). Here, run the terminal app: film-catalog")
    }
  }
#endif
