import Observation
import SwiftUI

/// The now-playing player's own state, a shared instance that only view code puts into the
/// environment: the root view, the modifier that attaches the player, and a preview helper
/// extending `View`. One feature's model shared with its subviews, not app state.
@Observable
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

struct PlayerRootView: View {
  @State private var model = NowPlayingModel.shared
  var body: some View {
    Text("Library").modifier(PlayerAttachment()).environment(model)
  }
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
