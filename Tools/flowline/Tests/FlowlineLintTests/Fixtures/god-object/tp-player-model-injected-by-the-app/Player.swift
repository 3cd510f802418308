import Observation
import SwiftUI

/// The same state, but the app puts the shared instance into the environment of every window:
/// app state, judged by how its parts are read.
@Observable  // expect: god-object
final class NowPlayingModel {
  static let shared = NowPlayingModel()
  var isExpanded = false
  var pillHeight = 0.0
  var dragOffset = 0.0
  var isDragging = false
  var seekPreview: Double?
  var volumePreview: Double?
  var authorIDs: [String] = []
  var narratorIDs: [String] = []
  var isCreatingBookmark = false
  var bookmarkNote = ""
}

@main
struct PlayerApp: App {
  var body: some Scene {
    WindowGroup { PlayerRootView().environment(NowPlayingModel.shared) }
  }
}

struct PlayerRootView: View {
  var body: some View { Text("Library").modifier(PlayerAttachment()) }
}

struct PlayerAttachment: ViewModifier {
  func body(content: Content) -> some View {
    content.overlay { ExpandedPlayer() }.environment(NowPlayingModel.shared)
  }
}

extension View {
  func previewPlayer() -> some View { environment(NowPlayingModel.shared) }
}

struct ExpandedPlayer: View {
  @Environment(NowPlayingModel.self) private var model
  var body: some View {
    VStack {
      PlayerPill()
      PlayerSliders()
      PlayerLinks()
      BookmarkButton()
    }
    .offset(y: model.isExpanded ? 0 : model.pillHeight)
  }
}

struct PlayerPill: View {
  @Environment(NowPlayingModel.self) private var model
  var body: some View { Text("\(model.dragOffset)").opacity(model.isDragging ? 0.5 : 1) }
}

struct PlayerSliders: View {
  @Environment(NowPlayingModel.self) private var model
  var body: some View { Text("\(model.seekPreview ?? 0) \(model.volumePreview ?? 0)") }
}

struct PlayerLinks: View {
  @Environment(NowPlayingModel.self) private var model
  var body: some View { Text(model.authorIDs.joined() + model.narratorIDs.joined()) }
}

struct BookmarkButton: View {
  @Environment(NowPlayingModel.self) private var model
  var body: some View { Text(model.isCreatingBookmark ? model.bookmarkNote : "Bookmark") }
}
