import SwiftUI

enum ScoreParser {
  static func scores(from data: Data) -> [Int] {
    (try? JSONDecoder().decode([Int].self, from: data)) ?? []
  }
}

// Downloads the app's data and parses it: the screen's data, not a picture.
struct ScoreBoard: View {
  let feedURL: URL
  @State private var scores: [Int] = []

  var body: some View {
    List(scores, id: \.self) { Text("\($0)") }
      .task {
        let loaded = try? await URLSession.shared.data(from: feedURL)  // expect: view-calls-service
        if let data = loaded?.0 { scores = ScoreParser.scores(from: data) }
      }
  }
}
