import AVFoundation
import SwiftUI

class ClipTimeFormatter {
  static func duration(of url: URL) async -> Double {
    let asset = AVURLAsset(url: url)
    do {
      return try await CMTimeGetSeconds(asset.load(.duration))
    } catch {
      print("could not read the duration", error)
      return 0
    }
  }

  static func label(_ seconds: Double) -> String {
    String(format: "%d:%02d", Int(seconds) / 60, Int(seconds) % 60)
  }
}

// A gallery cell reads the duration of the clip it shows for its badge.
struct ClipCell: View {
  let url: URL
  @State private var seconds = 0.0
  var body: some View {
    Text(ClipTimeFormatter.label(seconds))
      .task { seconds = await ClipTimeFormatter.duration(of: url) }
  }
}
