import Foundation
import SwiftUI

@Observable
final class Playlist {
  var name: String
  var tracks: [Track]

  init(name: String, tracks: [Track]) {
    self.name = name
    self.tracks = tracks
  }
}

@Observable
final class Track {
  var title: String
  init(title: String) { self.title = title }
}

// Each card takes the record the form builds, but edits it, binds to it or hands it on.
struct PlaylistForm: View {
  @State private var name = ""
  @State private var first = ""

  var body: some View {
    Form {
      TextField("Name", text: $name)
      let edited = Playlist(name: name, tracks: [])  // expect: body-side-effect
      RenamingCard(playlist: edited)
      let bound = Playlist(name: name, tracks: [])  // expect: body-side-effect
      BindingCard(playlist: bound)
      let nested = Playlist(name: name, tracks: [Track(title: first)])  // expect: body-side-effect
      TrackEditingCard(playlist: nested)
      let kept = Playlist(name: name, tracks: [])  // expect: body-side-effect
      CustomInitCard(playlist: kept)
    }
  }
}

struct RenamingCard: View {
  let playlist: Playlist
  var body: some View {
    Text(playlist.name).onTapGesture { self.playlist.name = "Untitled" }
  }
}

struct BindingCard: View {
  @Bindable var playlist: Playlist
  var body: some View { TextField("Name", text: $playlist.name) }
}

struct TrackEditingCard: View {
  let playlist: Playlist
  var body: some View {
    Text(playlist.name).onTapGesture { playlist.tracks.append(Track(title: "New")) }
  }
}

struct CustomInitCard: View {
  let playlist: Playlist
  init(playlist: Playlist) {
    self.playlist = playlist
    Recents.shared.remember(playlist)
  }
  var body: some View { Text(playlist.name) }
}

final class Recents {
  static let shared = Recents()
  private(set) var playlists: [Playlist] = []
  func remember(_ playlist: Playlist) { playlists.append(playlist) }
}
