import SwiftUI

// The phone target's GroupView: barely uses two of its three models.
struct GroupView: View {  // expect: environment-object-overuse
  @EnvironmentObject var roster: Roster
  @EnvironmentObject var schedule: Schedule
  @Environment(Inbox.self) private var inbox

  var body: some View {
    List(roster.members, id: \.self) { Text($0) }
      .navigationTitle(roster.captain)
      .badge(inbox.unread)
  }
}
