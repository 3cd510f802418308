import SwiftUI

// Publishes, but made in init only from the view's input and a closure that uses nothing but
// its own argument: a display of the input, re-made the same.
final class TallySummary: ObservableObject {
  @Published var lines: [String]

  init(_ scores: [Int], label: (Int) -> String) {
    lines = scores.map(label)
  }
}

struct TallyView: View {
  @ObservedObject var summary: TallySummary

  init(scores: [Int]) {
    summary = TallySummary(scores) { "\($0) pts" }
  }

  var body: some View {
    ForEach(summary.lines, id: \.self) { Text($0) }
  }
}

struct Score_board: View {
  @ObservedObject private var board_summary: TallySummary

  init(points: [Int], unit: String) {
    self.board_summary = TallySummary(points, label: { value in "\(value) \(unit)" })
  }

  var body: some View { Text(board_summary.lines.joined()) }
}
