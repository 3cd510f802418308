import SwiftUI

/// The app's local cache.
enum NoteRepository {
  static func purge(keepingDrafts: Bool) async throws {}
}

/// Uploads pending analytics batches.
final class BatchUploader {
  static let shared = BatchUploader()
  func flushPending() async {}
}

@main
struct NotesApp: App {
  var body: some Scene { WindowGroup { RootScreen() } }
}

/// The scene's root: when signed out it wipes the local cache in a task of its own and forgets
/// it; nothing comes back to the view.
struct RootScreen: View {
  @AppStorage("signedIn") private var signedIn = false

  var body: some View {
    if signedIn {
      Text("Notes")
        .onAppear {
          Task.detached { await BatchUploader.shared.flushPending() }
        }
    } else {
      Text("Sign in")
        .onAppear {
          Task(priority: .background) {
            try? await NoteRepository.purge(keepingDrafts: false)
          }
        }
    }
  }
}
