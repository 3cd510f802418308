import Combine
import Foundation
import SwiftUI

final class ChatClient {
  static let shared = ChatClient()
  let publisher = PassthroughSubject<Bool, Never>()

  func deleteConversation(_ id: String) async throws {
    var request = URLRequest(url: URL(string: "https://example.com/c/\(id)")!)
    request.httpMethod = "DELETE"
    _ = try await URLSession.shared.data(for: request)
  }
}

final class NoteStore {
  static let shared = NoteStore()
  let publisher = PassthroughSubject<[String], Never>()

  func fetchNote(id: String) async throws -> String {
    let (data, _) = try await URLSession.shared.data(
      from: URL(string: "https://example.com/\(id)")!)
    return String(decoding: data, as: UTF8.self)
  }
}

// Listens to the chat client's connection, but a client is still a service; and keeps the
// store's answer through a helper that returns it.
struct InboxRow: View {
  let id: String
  @State private var connected = false
  @State private var note = ""
  @State private var notes: [String] = []

  var body: some View {
    Text(note)
      .swipeActions {
        Button("Delete") { Task { await delete() } }
      }
      .task { note = (try? await loadNote()) ?? "" }
      .onReceive(ChatClient.shared.publisher) { connected = $0 }
      .onReceive(NoteStore.shared.publisher) { notes = $0 }
  }

  private func delete() async {
    try? await ChatClient.shared.deleteConversation(id)  // expect: view-calls-service
  }

  private func loadNote() async throws -> String {
    try await NoteStore.shared.fetchNote(id: id)  // expect: view-calls-service
  }
}
