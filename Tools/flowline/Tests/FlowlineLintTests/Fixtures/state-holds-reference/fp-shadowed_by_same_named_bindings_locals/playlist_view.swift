import SwiftUI

// A local declared with the property's name, a `guard let` from another value and a `for`
// pattern shadow the property for the rest of their scope.
struct Playlist_view: View {
  let tracks: [Track_model]
  @State private var current_track: Track_model?

  var body: some View {
    let current_track = tracks.first
    return VStack {
      Text(current_track?.title ?? "")
      now_playing
    }
  }

  @ViewBuilder private var now_playing: some View {
    if let current_track {
      Track_row(track: current_track)
    }
    summary
  }

  private var summary: some View {
    guard let current_track = tracks.last else { return Text("") }
    return Text("\(current_track.plays) of \(total_plays)")
  }

  private var total_plays: Int {
    var sum = 0
    for current_track in tracks { sum += current_track.plays }
    let counts = tracks.map { current_track in current_track.plays }
    return sum + counts.count
  }
}
