import Foundation
import SwiftUI

// An events sink posts a named event to the backend and swallows errors: instrumentation,
// whatever its verb. The quiz's real use case is the answers' submission.
struct EventsService {
  static func post(event type: String, details: [String: String] = [:]) async {
    var request = URLRequest(url: URL(string: "https://example.com/events")!)
    request.httpMethod = "POST"
    request.httpBody = try? JSONEncoder().encode(["type": type])
    _ = try? await URLSession.shared.data(for: request)
  }
}

final class QuizClient {
  static let shared = QuizClient()
  func submit(_ answers: [Int]) async throws -> String {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    return String(decoding: data, as: UTF8.self)
  }
}

struct QuizSheet: View {
  let answers: [Int]
  @State private var result = ""

  var body: some View {
    Button("Submit") {
      Task {
        result = (try? await QuizClient.shared.submit(answers)) ?? ""  // expect: view-calls-service
        await EventsService.post(event: "quiz_completed", details: ["result": result])
      }
    }
  }
}
