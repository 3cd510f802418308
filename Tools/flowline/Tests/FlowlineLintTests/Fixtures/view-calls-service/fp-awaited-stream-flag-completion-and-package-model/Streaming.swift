import Foundation
import SwiftUI

final class FrameClient {
  /// Hands back the stream of frames, asynchronously.
  var nextFrames: () async -> AsyncStream<Int> = { AsyncStream { _ in } }

  func recordFrames(to url: URL) async throws {
    _ = try await URLSession.shared.upload(for: URLRequest(url: url), from: Data())
  }
}

struct FrameView: View {
  let frameClient: FrameClient
  @State private var frame = 0

  var body: some View {
    Text("\(frame)")
      .task {
        for await next in await frameClient.nextFrames() { frame = next }
      }
      .toolbar {
        Button("Record") {
          let url = URL(fileURLWithPath: "/tmp")
          Task { try? await frameClient.recordFrames(to: url) }  // expect: view-calls-service
        }
      }
  }
}

// A package's alert presenter the app keeps as an observable object; its project extension
// only presents a confirmation and keeps the deletion for later.
extension ConfirmationCenter {
  func deleteNote(_ name: String, perform: @escaping () async -> Void) {
    Task { await perform() }
  }
}

struct NotesList: View {
  @EnvironmentObject var confirmations: ConfirmationCenter

  var body: some View {
    Button("Delete") {
      ConfirmationCenter.shared.deleteNote("note") {}
    }
  }
}
