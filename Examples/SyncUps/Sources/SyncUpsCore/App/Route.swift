import Foundation

/// The screens pushed on the stack above the list.
package enum Route: Hashable, Codable, Sendable {
  case detail(SyncUp.ID)
  case record(SyncUp.ID, transcribing: Bool)
  case meeting(SyncUp.ID, Meeting.ID)
}

/// What the flow presents over the stack. The two form sheets are presented by their parent
/// features, which own the copy being edited; nothing else is presented yet.
package enum Sheet: Hashable, Codable, Sendable {
  package init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      .init(codingPath: decoder.codingPath, debugDescription: "SyncUps presents no sheet here."))
  }

  package func encode(to encoder: any Encoder) throws {}
}
