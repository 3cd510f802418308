import MediaPlayer
import SwiftUI

final class LibraryImporter {
  /// Asks for the media library, bridging the framework's callback to `await`.
  static func requestPermission() async -> Bool {
    await withCheckedContinuation { continuation in
      MPMediaLibrary.requestAuthorization { status in
        continuation.resume(returning: status == .authorized)
      }
    }
  }

  /// Reads the songs, bridged the same way: the app's data.
  static func fetchSongs() async throws -> [String] {
    try await withCheckedThrowingContinuation { continuation in
      URLSession.shared.dataTask(with: URL(string: "https://example.com/songs")!) { data, _, _ in
        continuation.resume(returning: [String(decoding: data ?? Data(), as: UTF8.self)])
      }.resume()
    }
  }
}

struct LibraryImportView: View {
  @State private var showingPicker = false
  @State private var songs: [String] = []

  var body: some View {
    Button("Import") {
      Task {
        if await LibraryImporter.requestPermission() { showingPicker = true }
        songs = (try? await LibraryImporter.fetchSongs()) ?? []  // expect: view-calls-service
      }
    }
  }
}
