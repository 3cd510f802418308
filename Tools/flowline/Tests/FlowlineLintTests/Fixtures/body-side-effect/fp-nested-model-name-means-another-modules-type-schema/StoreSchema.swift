import Foundation
import SwiftData

/// A versioned schema: its models are nested in the schema enum and reached through aliases
/// of other names.
enum StoreSchemaV2: VersionedSchema {
  static var versionIdentifier = Schema.Version(2, 0, 0)
  static var models: [any PersistentModel.Type] { [Entry.self] }

  @Model
  final class Entry {
    var title: String
    var opened = false
    init(title: String) { self.title = title }
    func markOpened() { opened = true }
  }
}

typealias EntryRecord = StoreSchemaV2.Entry

extension StoreSchemaV2.Entry {
  /// Code inside an extension of the nested type sees it by its simple name.
  static func sample() -> Entry { Entry(title: "sample") }
}
