import SwiftUI

struct Team_colors {
  var home = Color.red
}

struct Team_info {
  var colors = Team_colors()
  var score = 0
}

// Copies two values out of the team in its initializer; nothing writes its fields later.
final class Score_card_info: ObservableObject {
  @Published var home: Color
  @Published var score: Int

  init(team: Team_info) {
    home = team.colors.home
    score = team.score
  }
}

struct Score_card: View {
  @ObservedObject var info: Score_card_info
  var body: some View { Text("\(info.score)").foregroundStyle(info.home) }
}

func repaint(_ teams: [Team_info]) -> [Team_info] {
  teams.map { team in
    var copy = team
    copy.colors.home = .orange
    return copy
  }
}

struct Score_row: View {
  let team: Team_info

  var body: some View {
    Score_card(info: Score_card_info(team: team))
  }
}
