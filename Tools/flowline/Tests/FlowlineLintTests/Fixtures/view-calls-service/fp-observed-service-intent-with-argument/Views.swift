import SwiftUI

// An observed service that owns its use case and publishes its own progress: the view sends
// it an intent with an argument and keeps nothing.
final class SupporterService: ObservableObject {
  @Published var isProcessing = false
  @Published var lastError: String?

  func purchase(_ plan: String) async {
    isProcessing = true
    defer { isProcessing = false }
    try? await Task.sleep(for: .seconds(1))
  }
}

struct SupportSection: View {
  @ObservedObject var supporterService: SupporterService

  var body: some View {
    HStack {
      ForEach(["monthly", "yearly"], id: \.self) { plan in
        Button(plan) {
          Task { await supporterService.purchase(plan) }
        }
      }
    }
    .disabled(supporterService.isProcessing)
  }
}

@Observable final class Notes_SyncClient {
  var busy = false
  func push(note_id: Int) async throws {}
}

struct Note_row: View {
  let note_id: Int
  @Environment(Notes_SyncClient.self) private var client
  @State private var is_expanded = false

  var body: some View {
    Text("note \(note_id)")
      .onTapGesture { is_expanded.toggle() }
      .swipeActions {
        Button("Push") { Task { try? await client.push(note_id: note_id) } }
      }
  }
}

// Without a result or an argument: a user action on a model the view observes.
struct NextTrackButton: View {
  @EnvironmentObject var playbackService: PlaybackService
  var body: some View {
    Button("Next") { Task { await playbackService.skipToNext() } }
  }
}

final class PlaybackService: ObservableObject {
  @Published var title = ""
  func skipToNext() async {}
}
