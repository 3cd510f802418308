import Combine
import Foundation
import SwiftUI

/// A store of one state value: its actions do the work and publish the state.
final class Score_store {
  private let state = CurrentValueSubject<[Int], Never>([])
  var publisher: AnyPublisher<[Int], Never> { state.eraseToAnyPublisher() }

  func submit_score(_ score: Int) async throws {
    var request = URLRequest(url: URL(string: "https://example.com/scores")!)
    request.httpMethod = "POST"
    _ = try await URLSession.shared.data(for: request)
    state.value.append(score)
  }
}

// Holds the store in a plain property, subscribes to its scores, and only sends it the score.
struct Score_board: View {
  let store: Score_store
  @State private var scores: [Int] = []

  var body: some View {
    List(scores, id: \.self) { Text("\($0)") }
      .toolbar {
        Button("Submit") { Task { try? await store.submit_score(10) } }
      }
      .onReceive(store.publisher) { scores = $0 }
  }
}
