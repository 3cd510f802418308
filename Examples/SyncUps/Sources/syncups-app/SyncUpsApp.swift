#if canImport(SwiftUI)
  import Flowline
  import SwiftUI
  import SyncUpsCore
  import SyncUpsSwiftUI

  /// The SwiftUI app on Apple platforms (`swift run syncups-app` on macOS): the live
  /// dependencies (the sync-ups file, the clock, the date, UUIDs, speech, settings), the flow,
  /// and its root view.
  @main
  struct SyncUpsApp: App {
    private let app = AppFlow(
      factory: FeatureFactory(dependencies: DependencyValues(context: .live)))

    var body: some Scene {
      WindowGroup {
        SyncUpsRootView(app: app)
      }
    }
  }
#else
  /// Where SwiftUI doesn't exist (Linux), the app only says where to look.
  @main
  enum SyncUpsApp {
    static func main() {
      print(
        "syncups-app needs SwiftUI (macOS, iOS). Here, its features are tested with "
          + "`swift test --package-path Examples/SyncUps`.")
    }
  }
#endif
