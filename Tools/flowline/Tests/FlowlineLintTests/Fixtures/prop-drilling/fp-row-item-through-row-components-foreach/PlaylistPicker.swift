import SwiftUI

/// Each row's own playlist goes from a private row wrapper into a reusable generic summary row
/// and on to the text view that shows it: how a row is composed.
struct PlaylistPicker: View {
  let playlists: [Playlist]
  @State private var chosen: UUID?

  var body: some View {
    ScrollView {
      VStack {
        ForEach(playlists) { playlist in
          PickerRow(playlist: playlist, isChosen: playlist.id == chosen) {
            chosen = playlist.id
          }
        }
      }
    }
  }
}

private struct PickerRow: View {
  let playlist: Playlist
  let isChosen: Bool
  let onTap: () -> Void

  var body: some View {
    Button(action: onTap) {
      SummaryRow(playlist: playlist) {
        Image(systemName: isChosen ? "checkmark.circle.fill" : "circle")
      }
    }
  }
}
