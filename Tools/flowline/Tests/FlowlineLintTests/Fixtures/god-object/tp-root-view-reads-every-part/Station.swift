import Observation
import SwiftUI

/// A radio station app's whole state in one object. The root window reads a bit of every part
/// to lay out the app; that does not make the parts related: each screen still reads its own.
@Observable final class Station {  // expect: god-object
  var onAir = false
  var listeners = 0
  var playlist: [String] = []
  var nowPlaying: String?
  var messages: [String] = []
  var unreadMessages = 0
  var sponsors: [String] = []
  var sponsorBudget = 0.0
  var schedule: [String] = []
  var scheduleLoaded = false
  var hostName = ""
  var hostAvatar: String?
}

@main
struct StationApp: App {
  @State private var station = Station()
  var body: some Scene { WindowGroup { RootWindow().environment(station) } }
}

struct RootWindow: View {
  @Environment(Station.self) private var station
  var body: some View {
    VStack {
      Text(station.onAir ? "\(station.listeners)" : "off air")
      Text(station.nowPlaying ?? "")
      Text("\(station.unreadMessages) \(station.sponsors.count) \(station.schedule.count)")
      PlaylistScreen()
      InboxScreen()
      SponsorScreen()
      ScheduleScreen()
    }
  }
}

struct PlaylistScreen: View {
  @Environment(Station.self) private var station
  var body: some View { Text("\(station.playlist.count) \(station.nowPlaying ?? "")") }
}

struct InboxScreen: View {
  @Environment(Station.self) private var station
  var body: some View { Text("\(station.messages.count) \(station.unreadMessages)") }
}

struct SponsorScreen: View {
  @Environment(Station.self) private var station
  var body: some View { Text("\(station.sponsors.count) \(station.sponsorBudget)") }
}

struct ScheduleScreen: View {
  @Environment(Station.self) private var station
  var body: some View { Text(station.scheduleLoaded ? "\(station.schedule.count)" : "…") }
}
