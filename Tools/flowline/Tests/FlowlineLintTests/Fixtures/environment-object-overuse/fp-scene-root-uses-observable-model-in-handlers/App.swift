import Observation
import SwiftUI

@main
struct AtlasApp: App {
  var body: some Scene {
    WindowGroup {
      MainTabs()
    }
  }
}
