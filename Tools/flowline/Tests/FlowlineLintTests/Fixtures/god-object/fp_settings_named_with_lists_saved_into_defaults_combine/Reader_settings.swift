import Combine
import Foundation
import SwiftUI

struct Feed_source: Codable { var url = "" }
struct Mute_filter: Codable { var word = "" }

/// The reader's settings: options saved into the defaults as they change, and the feed sources
/// and mute filters the user configures, saved into the same defaults by a method each.
final class Reader_settings: ObservableObject {
  private let store = UserDefaults.standard
  @Published var sources: [Feed_source] = [] { didSet { persist_sources() } }
  @Published var filters: [Mute_filter] = [] { didSet { persist_filters() } }
  @Published var font_size = 15 { didSet { store.set(font_size, forKey: "font") } }
  @Published var dark_mode = false { didSet { store.set(dark_mode, forKey: "dark") } }
  @Published var refresh_minutes = 30 { didSet { store.set(refresh_minutes, forKey: "refresh") } }
  @Published var open_in_app = true { didSet { store.set(open_in_app, forKey: "open") } }
  @Published var mark_read_on_scroll = false {
    didSet { store.set(mark_read_on_scroll, forKey: "mark") }
  }
  @Published var show_images = true { didSet { store.set(show_images, forKey: "images") } }
  @Published var badge_count = true { didSet { store.set(badge_count, forKey: "badge") } }
  @Published var sync_icloud = false { didSet { store.set(sync_icloud, forKey: "icloud") } }

  private func persist_sources() {
    store.set(try? JSONEncoder().encode(sources), forKey: "sources")
  }
  private func persist_filters() {
    store.set(try? JSONEncoder().encode(filters), forKey: "filters")
  }
}

struct Sources_pane: View {
  @EnvironmentObject var settings: Reader_settings
  var body: some View { Text("\(settings.sources.count)").bold(settings.sync_icloud) }
}

struct Filters_pane: View {
  @EnvironmentObject var settings: Reader_settings
  var body: some View { Text("\(settings.filters.count)") }
}

struct Reading_pane: View {
  @EnvironmentObject var settings: Reader_settings
  var body: some View {
    Text("\(settings.font_size)").italic(settings.dark_mode).bold(settings.show_images)
  }
}

struct Refresh_pane: View {
  @EnvironmentObject var settings: Reader_settings
  var body: some View { Text("\(settings.refresh_minutes)").bold(settings.badge_count) }
}

@main
struct Reader_app: App {
  @StateObject private var settings = Reader_settings()
  var body: some Scene { WindowGroup { Sources_pane().environmentObject(settings) } }
}
