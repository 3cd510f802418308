import Foundation
import SwiftUI

final class FormsAPI {
  static let shared = FormsAPI()
  func markSpam(_ id: String) async throws {
    var request = URLRequest(url: URL(string: "https://api.example.com/\(id)/spam")!)
    request.httpMethod = "PUT"
    _ = try await URLSession.shared.data(for: request)
  }
}

// The button that called `markAsSpam()` is commented out: a `@MainActor` helper nothing calls
// never runs.
struct SubmissionDetail: View {
  let id: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    List {
      Text(id)
      // Button("Spam") { Task { await markAsSpam() } }
    }
  }

  @MainActor
  private func markAsSpam() async {
    try? await FormsAPI.shared.markSpam(id)
    dismiss()
  }
}
