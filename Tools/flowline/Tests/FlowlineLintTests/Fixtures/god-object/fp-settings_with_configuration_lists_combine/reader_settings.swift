import Combine
import Foundation
import SwiftUI

struct Feed_rule: Codable {
  var pattern = ""
  var mute = true
}
struct Font_choice: Codable {
  var family = ""
  var size = 12.0
}

/// Every preference goes through one helper that writes it to the shared defaults; the lists
/// of mute rules and fonts are saved the same way as the flags.
final class Reader_settings: ObservableObject {
  static let suite = UserDefaults(suiteName: "group.reader")!

  @Published var refresh_minutes = 15 { didSet { store(refresh_minutes, "refresh") } }
  @Published var open_in_app = true { didSet { store(open_in_app, "open_in_app") } }
  @Published var show_images = true { didSet { store(show_images, "show_images") } }
  @Published var mark_read_on_scroll = false { didSet { store(mark_read_on_scroll, "mark") } }
  @Published var theme = 0 { didSet { store(theme, "theme") } }
  @Published var text_scale = 1.0 { didSet { store(text_scale, "text_scale") } }
  @Published var badge = true { didSet { store(badge, "badge") } }
  @Published var sync_enabled = false { didSet { store(sync_enabled, "sync") } }
  @Published var mute_rules: [Feed_rule] = [] { didSet { store(mute_rules, "mute_rules") } }
  @Published var fonts: [Font_choice] = [] { didSet { store(fonts, "fonts") } }

  private func store<Value: Encodable>(_ value: Value, _ key: String) {
    Self.suite.set(try? PropertyListEncoder().encode([value]), forKey: key)
  }
}

struct Refresh_section: View {
  @EnvironmentObject var settings: Reader_settings
  var body: some View { Text("\(settings.refresh_minutes) \(settings.sync_enabled)") }
}

struct Article_section: View {
  @EnvironmentObject var settings: Reader_settings
  var body: some View { Text("\(settings.show_images) \(settings.text_scale)") }
}

struct Filter_section: View {
  @EnvironmentObject var settings: Reader_settings
  var body: some View { Text("\(settings.mute_rules.count)") }
}

struct Look_section: View {
  @EnvironmentObject var settings: Reader_settings
  var body: some View { Text("\(settings.theme) \(settings.fonts.count) \(settings.badge)") }
}

@main
struct Reader_app: App {
  @StateObject private var settings = Reader_settings()
  var body: some Scene {
    WindowGroup {
      VStack {
        Refresh_section()
        Article_section()
        Filter_section()
        Look_section()
      }
      .environmentObject(settings)
    }
  }
}
