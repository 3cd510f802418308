import Observation
import SwiftUI

/// One drawer's contents.
@Observable final class Drawer_store {
  var entries: [String] = []
}

/// The app's drawers, made once by the initializer and never replaced.
@Observable final class Drawer_registry {
  var notes: Drawer_store
  var links: Drawer_store
  var files: Drawer_store
  var tags: Drawer_store
  var people: Drawer_store
  var places: Drawer_store
  var quotes: Drawer_store
  var tasks: Drawer_store
  var ideas: Drawer_store
  var books: Drawer_store

  init() {
    notes = Drawer_store()
    links = Drawer_store()
    files = Drawer_store()
    tags = Drawer_store()
    people = Drawer_store()
    places = Drawer_store()
    quotes = Drawer_store()
    tasks = Drawer_store()
    ideas = Drawer_store()
    books = Drawer_store()
  }
}

struct Notes_tab: View {
  @Environment(Drawer_registry.self) private var drawers
  var body: some View { Text("\(drawers.notes.entries.count) \(drawers.tags.entries.count)") }
}

struct Links_tab: View {
  @Environment(Drawer_registry.self) private var drawers
  var body: some View { Text("\(drawers.links.entries.count) \(drawers.files.entries.count)") }
}

struct People_tab: View {
  @Environment(Drawer_registry.self) private var drawers
  var body: some View { Text("\(drawers.people.entries.count) \(drawers.places.entries.count)") }
}

struct Reading_tab: View {
  @Environment(Drawer_registry.self) private var drawers
  var body: some View { Text("\(drawers.books.entries.count) \(drawers.quotes.entries.count)") }
}

@main
struct Drawers_app: App {
  @State private var drawers = Drawer_registry()
  var body: some Scene { WindowGroup { Notes_tab().environment(drawers) } }
}
