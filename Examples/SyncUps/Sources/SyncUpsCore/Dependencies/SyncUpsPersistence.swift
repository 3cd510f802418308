package import Flowline
package import Foundation

/// Where the sync-ups are saved: a JSON file in the app's support directory. A missing file
/// starts an empty list; an unreadable one is moved aside by `JSONFilePersistence` (never
/// overwritten) and the list starts empty.
package enum SyncUpsPersistenceKey: DependencyKey {
  package static var liveValue: any SharedPersistence<[SyncUp]> {
    JSONFilePersistence(url: defaultURL)
  }
  package static var previewValue: any SharedPersistence<[SyncUp]> {
    InMemoryPersistence([.designTeam])
  }
  package static var testValue: any SharedPersistence<[SyncUp]> { InMemoryPersistence() }

  /// `<application support>/SyncUps/sync-ups.json`.
  package static var defaultURL: URL {
    let base =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return base.appendingPathComponent("SyncUps").appendingPathComponent("sync-ups.json")
  }
}

extension DependencyValues {
  /// Where the sync-ups are saved. See ``SyncUpsPersistenceKey``.
  package var syncUpsPersistence: any SharedPersistence<[SyncUp]> {
    get { self[SyncUpsPersistenceKey.self] }
    set { self[SyncUpsPersistenceKey.self] = newValue }
  }
}

extension SyncUp {
  /// A sample sync-up, for previews and tests.
  package static let designTeam = SyncUp(
    id: UUID(1000),
    attendees: [
      Attendee(id: UUID(1001), name: "Blob"),
      Attendee(id: UUID(1002), name: "Blob Jr"),
      Attendee(id: UUID(1003), name: "Blob Sr"),
    ],
    duration: .seconds(6 * 60),
    meetings: [
      Meeting(
        id: UUID(1004), date: Date(timeIntervalSince1970: 1_700_000_000),
        transcript: "We shipped the release.")
    ],
    theme: .orange,
    title: "Design")
}
