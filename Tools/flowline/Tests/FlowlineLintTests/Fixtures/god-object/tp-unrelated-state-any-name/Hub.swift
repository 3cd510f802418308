import Combine
import SwiftUI

/// One object carrying the catalogue, the session, one screen's search and another's
/// download queue: each screen reads its own, unrelated part.
final class Hub: ObservableObject {  // expect: god-object
  @Published var records: [String] = []
  @Published var pinned: Set<String> = []
  @Published var signedIn = false
  @Published var displayName = ""
  @Published var query = ""
  @Published var suggestions: [String] = []
  @Published var queue: [URL] = []
  @Published var progress = 0.0
  @Published var banner: String?
  @Published var unread = 0
}

struct RecordsScreen: View {
  @EnvironmentObject var hub: Hub
  var body: some View { List(hub.records, id: \.self) { Text($0).bold(hub.pinned.contains($0)) } }
}

struct AccountScreen: View {
  @EnvironmentObject var hub: Hub
  var body: some View { Text(hub.signedIn ? hub.displayName : "Guest") }
}

struct LookupScreen: View {
  @EnvironmentObject var hub: Hub
  var body: some View { List(hub.suggestions, id: \.self) { Text($0) }.navigationTitle(hub.query) }
}

struct TransfersScreen: View {
  @EnvironmentObject var hub: Hub
  var body: some View { ProgressView(value: hub.progress).help("\(hub.queue.count)") }
}
