import SwiftUI

final class Locale_store: ObservableObject {
  static let main_store = Locale_store()
  @Published var revision = 0
  @Published var identifier = "en"

  func string(_ key: String) -> String { key }
}

/// A helper any view may call: it reads the shared locale store.
func tab_title(_ key: String) -> String { key }

extension Text {
  init(localized_key: String) { self.init(Locale_store.main_store.string(localized_key)) }
}

extension View {
  func localized_title(_ key: String) -> some View {
    navigationTitle(Locale_store.main_store.string(key))
  }
}

final class Feed_model: ObservableObject {
  @Published var posts: [String] = []
  @Published var drafts: [String] = []
}
final class Profile_model: ObservableObject {
  @Published var name = ""
  @Published var bio = ""
}

// Subscribes to the locale store whose shared instance its title helper reads.
struct Feed_tab: View {
  @EnvironmentObject var feed: Feed_model
  @EnvironmentObject var profile: Profile_model
  @EnvironmentObject var locale: Locale_store

  var body: some View {
    List(feed.posts + feed.drafts, id: \.self) { Text($0) }
      .localized_title(profile.name)
  }
}

// Calls only a free function that reads nothing shared: the locale store is unused.
struct Profile_tab: View {  // expect: environment-object-overuse
  @EnvironmentObject var feed: Feed_model
  @EnvironmentObject var profile: Profile_model
  @EnvironmentObject var locale: Locale_store

  var body: some View {
    List(feed.posts + feed.drafts, id: \.self) { Text($0) }
      .navigationTitle(tab_title(profile.name))
  }
}
