import AVFoundation
import SwiftUI

class ClipSync {
  // Reads the duration, then sends it to the server: the app's data leaves the device.
  static func reportDuration(of url: URL, id: String) async -> Double {
    let seconds = (try? await CMTimeGetSeconds(AVURLAsset(url: url).load(.duration))) ?? 0
    var request = URLRequest(url: URL(string: "https://example.com/clips/\(id)")!)
    request.httpMethod = "PUT"
    request.httpBody = Data("\(seconds)".utf8)
    _ = try? await URLSession.shared.data(for: request)
    return seconds
  }
}

struct ClipRow: View {
  let url: URL
  let id: String
  @State private var seconds = 0.0
  var body: some View {
    Text("\(seconds)")
      .task {
        seconds = await ClipSync.reportDuration(of: url, id: id)  // expect: view-calls-service
      }
  }
}
