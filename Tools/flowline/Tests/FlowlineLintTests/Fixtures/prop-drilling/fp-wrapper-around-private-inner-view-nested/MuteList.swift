import SwiftUI

final class MuteList: ObservableObject {
  @Published var muted: Set<String> = []
}

struct MailFilter {
  var senders: [String] = []
  var unreadOnly = false
}

enum Inbox {}

struct InboxHome: View {
  @State private var filter = MailFilter()
  @StateObject private var mutes = MuteList()

  var body: some View {
    Inbox.FilterScreen(filter: $filter, mutes: mutes, isLocked: false)
  }
}
