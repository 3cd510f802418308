import AppKit
import SwiftUI

final class Pasteboard_client {
  static let shared = Pasteboard_client()

  func copy_text(_ text: String) async {
    let board = NSPasteboard.general
    board.clearContents()
    board.setString(text, forType: .string)
  }

  func reveal(_ url: URL) async {
    NSWorkspace.shared.activateFileViewerSelecting([url])
  }

  func copy_file(_ url: URL) async throws -> Data {
    let data = try Data(contentsOf: url)
    NSPasteboard.general.setData(data, forType: .fileContents)
    return data
  }
}

struct Share_row: View {
  let text: String
  let file: URL
  @State private var size = 0

  var body: some View {
    HStack {
      Button("Copy") { Task { await Pasteboard_client.shared.copy_text(text) } }
      Button("Show") { Task { await Pasteboard_client.shared.reveal(file) } }
      Button("Copy file") {
        Task {
          let board = Pasteboard_client.shared
          let copied = try? await board.copy_file(file)  // expect: view-calls-service
          size = copied?.count ?? 0
        }
      }
    }
  }
}
