import Foundation
import Observation
import SwiftUI

/// The user's preferences, each saved to the defaults as it changes. Two of them are lists
/// the user defines (keyword shortcuts, blocked hosts), saved into the same defaults the same
/// way as the toggles: more configuration, not the app's records.
@Observable
final class BrowserPreferences {
  private let defaults = UserDefaults.standard

  var homePage: String { didSet { defaults.set(homePage, forKey: "homePage") } }
  var layout: Layout { didSet { defaults.set(layout.rawValue, forKey: "layout") } }
  var zoom: Double { didSet { defaults.set(zoom, forKey: "zoom") } }
  var askBeforeQuit: Bool { didSet { defaults.set(askBeforeQuit, forKey: "askBeforeQuit") } }
  var showStatusBar: Bool { didSet { defaults.set(showStatusBar, forKey: "showStatusBar") } }
  var blockTrackers: Bool { didSet { defaults.set(blockTrackers, forKey: "blockTrackers") } }
  var apiKey: String { didSet { defaults.set(apiKey, forKey: "apiKey") } }
  var unloadAfter: Double { didSet { defaults.set(unloadAfter, forKey: "unloadAfter") } }
  var shortcuts: [ShortcutEntry] {
    didSet {
      if let data = try? JSONEncoder().encode(shortcuts) {
        defaults.set(data, forKey: "shortcuts")
      }
    }
  }
  var blockedHosts: [BlockedHost] {
    didSet {
      if let data = try? JSONEncoder().encode(blockedHosts) {
        defaults.set(data, forKey: "blockedHosts")
      }
    }
  }
  var selectedPane = 0

  init() {
    homePage = defaults.string(forKey: "homePage") ?? ""
    layout = Layout(rawValue: defaults.string(forKey: "layout") ?? "") ?? .compact
    zoom = defaults.double(forKey: "zoom")
    askBeforeQuit = defaults.bool(forKey: "askBeforeQuit")
    showStatusBar = defaults.bool(forKey: "showStatusBar")
    blockTrackers = defaults.bool(forKey: "blockTrackers")
    apiKey = defaults.string(forKey: "apiKey") ?? ""
    unloadAfter = defaults.double(forKey: "unloadAfter")
    shortcuts =
      (defaults.data(forKey: "shortcuts")).flatMap {
        try? JSONDecoder().decode([ShortcutEntry].self, from: $0)
      } ?? []
    blockedHosts =
      (defaults.data(forKey: "blockedHosts")).flatMap {
        try? JSONDecoder().decode([BlockedHost].self, from: $0)
      } ?? []
  }
}

@main
struct BrowserApp: App {
  @State private var preferences = BrowserPreferences()
  var body: some Scene { WindowGroup { BrowserWindow().environment(preferences) } }
}
