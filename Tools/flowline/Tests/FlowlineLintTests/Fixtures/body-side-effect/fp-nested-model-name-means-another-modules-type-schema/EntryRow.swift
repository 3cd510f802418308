import LedgerKit
import SwiftUI

/// `Entry(base:)` here is the library's failable value initializer: the project's `Entry` is
/// nested in the schema enum, which this view is not inside, so Swift never picks it.
struct EntryRow: View {
  let base: BaseEntry
  let record: EntryRecord

  var body: some View {
    if let entry = Entry(base: base) {
      NavigationLink(value: entry) {
        Text(record.title)
      }
    }
  }
}

struct EntryToolbar: View {
  var body: some View {
    Button("Open") { EntryRecord.sample().markOpened() }
  }
}
