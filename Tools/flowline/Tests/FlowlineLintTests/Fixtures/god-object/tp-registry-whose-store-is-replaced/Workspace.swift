import Combine
import SwiftUI

final class MailStore: ObservableObject {
  @Published var items: [String] = []
}

final class PeopleStore: ObservableObject {
  @Published var items: [String] = []
}

final class RuleStore: ObservableObject {
  @Published var items: [String] = []
}

/// Its stores are replaced when the user switches accounts, so the registry announces changes
/// to every screen reading it.
final class Workspace: ObservableObject {  // expect: god-object
  @Published var inbox = MailStore()
  @Published var archive = MailStore()
  @Published var drafts = MailStore()
  @Published var contacts = PeopleStore()
  @Published var labels = RuleStore()
  @Published var filters = RuleStore()
  @Published var outbox = MailStore()
  @Published var trash = MailStore()
  @Published var spam = RuleStore()
  @Published var snoozed = MailStore()

  func switchAccount() {
    inbox = MailStore()
    contacts = PeopleStore()
  }
}

struct InboxScreen: View {
  @EnvironmentObject var workspace: Workspace
  var body: some View {
    Text("\(workspace.inbox.items.count) \(workspace.snoozed.items.count)")
      .toolbar { Button("Switch account") { workspace.switchAccount() } }
  }
}

struct ContactsScreen: View {
  @EnvironmentObject var workspace: Workspace
  var body: some View { Text("\(workspace.contacts.items.count) \(workspace.labels.items.count)") }
}

struct DraftsScreen: View {
  @EnvironmentObject var workspace: Workspace
  var body: some View { Text("\(workspace.drafts.items.count) \(workspace.outbox.items.count)") }
}

struct CleanupScreen: View {
  @EnvironmentObject var workspace: Workspace
  var body: some View {
    Text("\(workspace.trash.items.count) \(workspace.spam.items.count)")
  }
}
