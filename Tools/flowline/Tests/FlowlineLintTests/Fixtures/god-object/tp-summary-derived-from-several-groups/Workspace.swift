import Combine
import SwiftUI

/// An app-wide model: a value summarising several parts (a status line from the sync state
/// and the selection) relates none of them; the unrelated groups stay.
final class Workspace: ObservableObject {  // expect: god-object
  @Published var documents: [String] = []
  @Published var selection: String?
  @Published var isSyncing = false
  @Published var lastSyncError: String?
  @Published var statusLine = ""
  @Published var theme = "light"
  @Published var fontSize = 13.0
  @Published var purchaseState = "none"
  @Published var trialDaysLeft = 14
  @Published var badgeCount = 0

  func refreshStatus() {
    statusLine = "\(isSyncing ? "Syncing" : "Idle") · \(selection ?? "nothing selected")"
  }
}

struct DocumentList: View {
  @EnvironmentObject var workspace: Workspace
  var body: some View { Text("\(workspace.documents.count) \(workspace.selection ?? "")") }
}

struct SyncBadge: View {
  @EnvironmentObject var workspace: Workspace
  var body: some View { Text(workspace.lastSyncError ?? "").opacity(workspace.isSyncing ? 1 : 0) }
}

struct AppearancePane: View {
  @EnvironmentObject var workspace: Workspace
  var body: some View { Text(workspace.theme).font(.system(size: workspace.fontSize)) }
}

struct StorePane: View {
  @EnvironmentObject var workspace: Workspace
  var body: some View { Text("\(workspace.purchaseState) \(workspace.trialDaysLeft)") }
}

struct StatusBar: View {
  @EnvironmentObject var workspace: Workspace
  var body: some View { Text(workspace.statusLine).badge(workspace.badgeCount) }
}
