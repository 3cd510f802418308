import Foundation
import Observation
import SwiftUI

private enum SettingsKey: String {
  case instance
}

// Its one property starts from the user defaults and writes back there under the same key
// constant (`setValue(_:forKey:)`): a new instance reads the same value back.
@Observable
final class InstanceSettings {
  var instance: String? = UserDefaults.standard.string(forKey: SettingsKey.instance.rawValue) {
    didSet {
      UserDefaults.standard.setValue(instance, forKey: SettingsKey.instance.rawValue)
    }
  }

  func reset() {
    UserDefaults.standard.removeObject(forKey: SettingsKey.instance.rawValue)
  }
}

@main
struct TubeApp: App {
  var settings = InstanceSettings()
  var body: some Scene {
    WindowGroup {
      Text(settings.instance ?? "none").onTapGesture { settings.instance = "https://example.com" }
    }
  }
}
