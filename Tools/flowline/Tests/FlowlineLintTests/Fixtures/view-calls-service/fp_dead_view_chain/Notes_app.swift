import SwiftUI

final class Notes_repository {
  static let shared = Notes_repository()
  func load_notes() async throws -> [String] { [] }
  func notes() async throws -> [String] { [] }
  func delete_all() {}
}

@main
struct Notes_app: App {
  var body: some Scene {
    WindowGroup { Notes_root(route: .list) }
  }
}

enum Notes_route {
  case list, archive

  // A non-view type builds the archive screen: it is live.
  @ViewBuilder var screen: some View {
    switch self {
    case .list: Text("List")
    case .archive: Archive_screen()
    }
  }
}

struct Notes_root: View {
  let route: Notes_route

  var body: some View { route.screen }
}

struct Archive_screen: View {
  @State private var notes: [String] = []

  var body: some View {
    List(notes, id: \.self) { Text($0) }
      .task {
        notes = (try? await Notes_repository.shared.notes()) ?? []  // expect: view-calls-service
      }
  }
}

// An old screen and its extension: the name is written only inside them, so it never renders.
struct Old_notes_screen: View {
  @State private var notes: [String] = []

  var body: some View {
    List(notes, id: \.self) { Text($0) }
      .task { notes = (try? await Notes_repository.shared.load_notes()) ?? [] }
      .toolbar { Old_clear_button() }
  }
}

extension Old_notes_screen {
  static let title = "Old notes"
}

struct Old_clear_button: View {
  var body: some View {
    Button("Clear") { Notes_repository.shared.delete_all() }
  }
}
