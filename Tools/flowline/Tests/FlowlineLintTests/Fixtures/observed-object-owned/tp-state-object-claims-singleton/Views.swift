import SwiftUI

final class PlaybackCenter: ObservableObject {
  static let shared = PlaybackCenter()
  @Published var isPlaying = false
}

final class Sync_engine: ObservableObject {
  static let `default` = Sync_engine()
  @Published var pending = 0
}

final class LocationHub: ObservableObject {
  static let instance = LocationHub()
  @Published var city = ""
}

// The view claims to own an object that lives for the whole process.
struct NowPlayingBar: View {
  @StateObject private var center = PlaybackCenter.shared  // expect: observed-object-owned
  var body: some View { Text(center.isPlaying ? "Playing" : "Paused") }
}

struct Sync_badge: View {
  @StateObject private var engine = Sync_engine.default  // expect: observed-object-owned
  var body: some View { Text("\(engine.pending)") }
}

struct CityLabel: View {
  @StateObject var hub: LocationHub = .instance  // expect: observed-object-owned
  var body: some View { Text(hub.city) }
}
