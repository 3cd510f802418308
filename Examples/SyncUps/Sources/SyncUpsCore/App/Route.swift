import Foundation

/// The screens pushed on the stack above the list.
package enum Route: Hashable, Codable, Sendable {
  case detail(SyncUp.ID)
  case record(SyncUp.ID, transcribing: Bool)
  case meeting(SyncUp.ID, Meeting.ID)
}

/// What the flow presents over the stack: the form sheets. Each carries the copy it edits, so a
/// saved navigation state reopens the sheet on that copy.
package enum Destination: Hashable, Codable, Sendable {
  /// The "new sync-up" sheet, over the list; "Add" saves the copy into the list.
  case newSyncUp(SyncUp)
  /// The "edit" sheet, over the detail; "Done" writes the copy back over the saved sync-up.
  case edit(SyncUp)
}
