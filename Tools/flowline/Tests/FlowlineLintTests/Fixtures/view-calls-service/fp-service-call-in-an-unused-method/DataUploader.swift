import Foundation
import SwiftUI

final class GamesAPI {
  static let shared = GamesAPI()
  func uploadGames(_ games: [String]) async throws {
    _ = try await URLSession.shared.upload(
      for: URLRequest(url: URL(string: "https://example.com")!), from: Data())
  }
}

// A helper left behind after a refactor: nothing calls it, so it never runs.
struct DataUploader: View {
  @State private var status = ""

  var body: some View {
    Button("Upload") { Task { await uploadLatest() } }
  }

  private func uploadGames() async {
    try? await GamesAPI.shared.uploadGames([])
    status = "done"
  }

  private func uploadLatest() async {
    try? await GamesAPI.shared.uploadGames(["latest"])  // expect: view-calls-service
    status = "latest"
  }
}
