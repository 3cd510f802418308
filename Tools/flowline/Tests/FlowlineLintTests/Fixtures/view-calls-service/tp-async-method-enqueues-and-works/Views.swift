import Foundation
import Observation
import SwiftUI

final class Upload {
  init(_ run: @escaping () async -> Void) {}
}

@Observable final class UploadBoard {
  var uploads: [Upload] = []
  func add(_ upload: Upload) { uploads.append(upload) }
}

final class PhotoSender {
  let board: UploadBoard
  let queue = OperationQueue()
  init(board: UploadBoard) { self.board = board }

  /// Enqueues on the board, but first awaits the server itself.
  func send(_ name: String) async throws -> Upload {
    _ = try await URLSession.shared.data(from: URL(string: "https://example.com/\(name)")!)
    let upload = Upload {}
    board.add(upload)
    return upload
  }

  /// Awaits nothing, but hands the work to its own operation queue, not to a model.
  func sendLater(_ name: String) async {
    queue.addOperation { _ = name }
  }
}

struct SendButton: View {
  let sender: PhotoSender

  var body: some View {
    Button("Send") {
      Task {
        _ = try? await sender.send("a")  // expect: view-calls-service
        await sender.sendLater("b")  // expect: view-calls-service
      }
    }
  }
}

@Observable final class DiskCatalog {
  func cachedBytes(_ id: String) throws -> Data { Data() }
  func keep(_ data: Data, id: String) throws {}
}

/// Awaits nothing and calls only an observed model, but hands it nothing it built: it reads
/// the model's files and writes the caller's bytes, file work the view waits for.
final class ArchiveReader {
  let catalog = DiskCatalog()

  func bytes(_ id: String) async throws -> Data {
    try catalog.cachedBytes(id)
  }

  func save(_ data: Data, id: String) async throws {
    try catalog.keep(data, id: id)
  }
}

struct ArchiveEditor: View {
  let reader: ArchiveReader
  @State private var text = ""

  var body: some View {
    TextEditor(text: $text)
      .task {
        let data = try? await reader.bytes("notes")  // expect: view-calls-service
        text = String(decoding: data ?? Data(), as: UTF8.self)
      }
      .onDisappear {
        Task { try? await reader.save(Data(text.utf8), id: "notes") }  // expect: view-calls-service
      }
  }
}
