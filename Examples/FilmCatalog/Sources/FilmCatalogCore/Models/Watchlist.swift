/// The films the user wants to watch: the value shared by the detail and watchlist screens
/// (seed 004's `WatchlistStore`, as a value in a `Shared`).
///
/// Entries keep the title and year, so the watchlist renders without asking the catalog.
package struct Watchlist: Equatable, Sendable, Codable {
  package private(set) var entries: [WatchlistEntry]

  package init(entries: [WatchlistEntry] = []) {
    self.entries = entries
  }

  /// Whether a film is on the list.
  package func contains(_ id: Film.ID) -> Bool {
    entries.contains { $0.id == id }
  }

  /// Adds an entry at the end, unless its film is already there.
  package mutating func add(_ entry: WatchlistEntry) {
    guard !contains(entry.id) else { return }
    entries.append(entry)
  }

  /// Removes a film from the list.
  package mutating func remove(_ id: Film.ID) {
    entries.removeAll { $0.id == id }
  }

  /// Adds the entry, or removes its film if it is on the list.
  package mutating func toggle(_ entry: WatchlistEntry) {
    if contains(entry.id) { remove(entry.id) } else { add(entry) }
  }
}

/// One film on the watchlist.
package struct WatchlistEntry: Equatable, Hashable, Sendable, Codable, Identifiable {
  package var id: Film.ID
  package var title: String
  package var year: Int

  package init(id: Film.ID, title: String, year: Int) {
    self.id = id
    self.title = title
    self.year = year
  }

  package init(_ film: Film) {
    self.init(id: film.id, title: film.title, year: film.year)
  }
}
