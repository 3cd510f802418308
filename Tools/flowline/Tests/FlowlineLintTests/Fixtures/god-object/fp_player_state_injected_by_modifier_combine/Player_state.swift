import Combine
import SwiftUI

/// The same player state as an `ObservableObject`: the now-playing player's own state, a shared instance that only view code puts into the
/// environment: the root view, the modifier that attaches the player, and a preview helper
/// extending `View`. One feature's model shared with its subviews, not app state.
final class Now_playing_state: ObservableObject {
  static let shared = Now_playing_state()
  @Published var isExpanded = false
  @Published var pillHeight = 0.0
  @Published var dragOffset = 0.0
  @Published var isDragging = false
  @Published var seekPreview: Double?
  @Published var volumePreview: Double?
  @Published var authorIDs: [String] = []
  @Published var narratorIDs: [String] = []
  @Published var isCreatingBookmark = false
  @Published var bookmarkNote = ""
}

struct Player_root: View {
  var body: some View {
    Text("Library").modifier(Player_attachment()).environmentObject(Now_playing_state.shared)
  }
}

struct Player_attachment: ViewModifier {
  func body(content: Content) -> some View {
    content.overlay { Expanded_player() }.environmentObject(Now_playing_state.shared)
  }
}

extension View {
  func preview_player() -> some View { environmentObject(Now_playing_state.shared) }
}

struct Expanded_player: View {
  @EnvironmentObject private var model: Now_playing_state
  var body: some View {
    VStack {
      Player_pill()
      Player_sliders()
      Player_links()
      Bookmark_button()
    }
    .offset(y: model.isExpanded ? 0 : model.pillHeight)
  }
}

struct Player_pill: View {
  @EnvironmentObject private var model: Now_playing_state
  var body: some View { Text("\(model.dragOffset)").opacity(model.isDragging ? 0.5 : 1) }
}

struct Player_sliders: View {
  @EnvironmentObject private var model: Now_playing_state
  var body: some View { Text("\(model.seekPreview ?? 0) \(model.volumePreview ?? 0)") }
}

struct Player_links: View {
  @EnvironmentObject private var model: Now_playing_state
  var body: some View { Text(model.authorIDs.joined() + model.narratorIDs.joined()) }
}

struct Bookmark_button: View {
  @EnvironmentObject private var model: Now_playing_state
  var body: some View { Text(model.isCreatingBookmark ? model.bookmarkNote : "Bookmark") }
}
