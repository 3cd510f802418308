import SwiftUI

extension Array where Element == Int {
  func insert(bonus: Int) -> [Int] { [bonus] + self }
}

struct Score_badge: View {
  let scores: [Int]

  var body: some View {
    Text("\(scores.insert(bonus: 10).reduce(0, +))")
  }
}

final class Score_log {
  var entries: [Int] = []
  func append(_ score: Int) { entries.append(score) }
}

// A log object the view is handed: appending to it while rendering writes shared state.
struct Logging_score_badge: View {
  let score_log: Score_log
  let score: Int

  var body: some View {
    let _ = score_log.append(score)  // expect: body-side-effect
    Text("\(score)")
  }
}

final class Score_list {
  var scores: [Int] = []
  func append(_ score: Int) { scores.append(score) }
}

// An element of a `let` array is an object here: appending to it while rendering is an effect.
struct Score_board: View {
  let score_lists: [Score_list]

  var body: some View {
    let _ = score_lists[0].append(1)  // expect: body-side-effect
    Text("\(score_lists.count)")
  }
}
