import AVFoundation
import SwiftUI

final class Clip_length_reader {
  static func seconds(of url: URL) async -> Double {
    let asset = AVURLAsset(url: url)
    guard let length = try? await asset.load(.duration) else { return 0 }
    return length.seconds
  }

  static func track_count(of url: URL) async -> Int {
    let tracks = try? await AVURLAsset(url: url).load(.tracks)
    return tracks?.count ?? 0
  }
}

struct Clip_row: View {
  let url: URL
  @State private var seconds = 0.0
  @State private var tracks = 0
  var body: some View {
    Text("\(Int(seconds)) s, \(tracks) tracks")
      .task {
        seconds = await Clip_length_reader.seconds(of: url)
        tracks = await Clip_length_reader.track_count(of: url)
      }
  }
}
