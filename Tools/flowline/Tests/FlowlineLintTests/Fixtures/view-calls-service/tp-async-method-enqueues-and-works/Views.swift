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
