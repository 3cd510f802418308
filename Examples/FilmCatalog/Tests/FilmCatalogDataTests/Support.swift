import FilmCatalogData
import Foundation

/// A database file in a fresh temporary directory, removed by `remove()`.
struct TemporaryDatabase {
  let directory: URL
  var url: URL { directory.appendingPathComponent("nested/catalog.sqlite") }

  init() {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("film-catalog-tests-\(UUID().uuidString)")
  }

  func open(busyTimeout: TimeInterval = AppDatabase.defaultBusyTimeout) throws -> AppDatabase {
    try AppDatabase(url: url, busyTimeout: busyTimeout)
  }

  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }
}
