import Observation
import SwiftUI

final class Roster: ObservableObject {
  @Published var members: [String] = []
  @Published var captain = ""
}

final class Schedule: ObservableObject {
  @Published var games: [String] = []
  @Published var nextGame = ""
}

@Observable final class Inbox {
  var unread = 0
  var threads: [String] = []
}
