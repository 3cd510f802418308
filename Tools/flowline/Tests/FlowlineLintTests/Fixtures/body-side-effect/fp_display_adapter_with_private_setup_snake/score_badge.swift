import SwiftUI

struct Match_score {
  var home: Int
  var away: Int
}

class Score_badge_model: ObservableObject {
  @Published var score: Match_score
  @Published var label = ""
  @Published var margin = 0

  init(score: Match_score) {
    self.score = score
    self.make_label()
  }

  fileprivate func make_label() {
    margin = abs(score.home - score.away)
    label = String(score.home) + " : " + String(score.away)
  }
}

struct Score_badge: View {
  @ObservedObject var model: Score_badge_model
  var body: some View { Text(model.label) }
}

struct Fixture_row: View {
  let score: Match_score
  var body: some View {
    Score_badge(model: Score_badge_model(score: score))
  }
}
