import Foundation
import SwiftUI

/// Renders a note, but fetches it over the network first.
actor NoteRenderer {
  func render(path: String) async throws -> String {
    let (data, _) = try await URLSession.shared.data(from: URL(string: path)!)
    return String(decoding: data, as: UTF8.self)
  }
}

/// Pure formatting.
actor LineFormatter {
  func format(text: String) async -> [String] { text.components(separatedBy: "\n") }
}

final class NotesStore: ObservableObject {
  @Published var draft = ""
}

// Still reported: the helper reaches the network, or the input is the app's observed data.
struct NoteBody: View {
  let path: String
  @EnvironmentObject private var notes: NotesStore
  @State private var text = ""
  @State private var lines: [String] = []
  private let renderer = NoteRenderer()
  private let formatter = LineFormatter()

  var body: some View {
    Text(text)
      .task {
        text = (try? await renderer.render(path: path)) ?? ""  // expect: view-calls-service
        lines = await formatter.format(text: notes.draft)  // expect: view-calls-service
      }
  }
}
