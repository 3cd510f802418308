import SwiftUI

// The desktop target's GroupView, another type of the same name: it too barely uses two.
struct GroupView: View {  // expect: environment-object-overuse
  @EnvironmentObject var roster: Roster
  @EnvironmentObject var schedule: Schedule
  @Environment(Inbox.self) private var inbox

  var body: some View {
    HStack {
      List(schedule.games, id: \.self) { Text($0) }
      Text(schedule.nextGame)
    }
  }
}
