import SwiftUI

struct SummaryRow<Accessory: View>: View {
  let playlist: Playlist
  let accessory: Accessory

  init(playlist: Playlist, @ViewBuilder accessory: () -> Accessory) {
    self.playlist = playlist
    self.accessory = accessory()
  }

  var body: some View {
    HStack {
      SummaryText(playlist: playlist)
      Spacer()
      accessory
    }
  }
}

struct SummaryText: View {
  let playlist: Playlist

  var body: some View {
    VStack(alignment: .leading) {
      Text(playlist.title)
      Text("\(playlist.trackCount) tracks").font(.caption)
    }
  }
}
