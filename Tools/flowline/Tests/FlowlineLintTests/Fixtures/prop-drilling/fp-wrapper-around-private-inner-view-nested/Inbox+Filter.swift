import SwiftUI

// The screen's outer wrapper only sets an environment value; its private inner view and the
// inner view's private rows are the screen's own parts.
extension Inbox {
  struct FilterScreen: View {
    @Binding var filter: MailFilter
    @ObservedObject var mutes: MuteList
    let isLocked: Bool

    var body: some View {
      FilterParts.Content(filter: $filter, mutes: mutes)
        .environment(\.isEnabled, !isLocked)
    }
  }
}

private enum FilterParts {
  struct Content: View {
    @Binding var filter: MailFilter
    @ObservedObject var mutes: MuteList

    var body: some View {
      List {
        ForEach(0..<3, id: \.self) { slot in
          SenderToggleRow(slot: slot, filter: $filter, mutes: mutes)
        }
      }
    }
  }
}

private struct SenderToggleRow: View {
  let slot: Int
  @Binding var filter: MailFilter
  @ObservedObject var mutes: MuteList

  var body: some View {
    let sender = slot < filter.senders.count ? filter.senders[slot] : "?"
    Button(sender) {
      if mutes.muted.contains(sender) {
        mutes.muted.remove(sender)
      } else {
        mutes.muted.insert(sender)
        filter.unreadOnly = true
      }
    }
  }
}
