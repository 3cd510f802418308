import SwiftUI

struct StatusPanel: View {
  let ticks: any TickSource
  let watcher: LibraryWatching
  @State private var now = Date()
  @State private var files: [URL] = []
  @State private var seconds = 0

  var body: some View {
    let elapsed = SessionClock.shared.secondsElapsed()
    VStack {
      Text(now, style: .time)
      Text("\(files.count) files, \(seconds)s")
    }
    .onReceive(ticks.tickPublisher().dropFirst()) { now = $0 }
    .onReceive(watcher.observeChanges()) { files = $0 }
    .onReceive(elapsed) { seconds = $0 }
  }
}
