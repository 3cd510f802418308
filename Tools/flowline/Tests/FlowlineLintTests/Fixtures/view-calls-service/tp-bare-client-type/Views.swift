import SwiftUI

// An API client type named exactly after a service suffix.
@Observable final class Client {
  var isAuth = false
  func post<T>(endpoint: Endpoint) async throws -> T { fatalError() }
  func delete(endpoint: Endpoint) async throws {}
}

struct NoteEditor: View {
  @Environment(Client.self) private var client
  @State private var note = ""

  var body: some View {
    TextField("Note", text: $note)
      .toolbar {
        Button("Save") { Task { await save() } }
      }
  }

  private func save() async {
    let _: Note? = try? await client.post(endpoint: .note(note))  // expect: view-calls-service
  }
}

// The view composes the request, tracks the call in its own state and reloads the list
// itself.
struct BookmarksView: View {
  @Environment(Client.self) private var client
  @State private var bookmarks: [Bookmark] = []
  @State private var isDeleting = false

  var body: some View {
    List(bookmarks) { Text($0.title) }
      .onDelete { offsets in remove(offsets) }
      .disabled(!client.isAuth || isDeleting)
  }

  private func remove(_ offsets: IndexSet) {
    Task {
      isDeleting = true
      try? await client.delete(endpoint: .bookmark(offsets[0]))  // expect: view-calls-service
      await reload()
      isDeleting = false
    }
  }

  private func reload() async {
    bookmarks = bookmarks.filter { !$0.title.isEmpty }
  }
}
