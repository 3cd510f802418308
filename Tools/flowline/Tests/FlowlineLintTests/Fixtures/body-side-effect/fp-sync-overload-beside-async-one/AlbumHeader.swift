import SwiftUI

final class MusicLibrary {
  var runtimes: [String: Double] = [:]

  func runtime(for album: String) -> Double { runtimes[album] ?? 0 }
}

extension MusicLibrary {
  // The asynchronous overload, for callers off the main actor.
  func runtime(for album: String) async -> Double {
    try? await Task.sleep(for: .milliseconds(1))
    return runtimes[album] ?? 0
  }
}

// Not awaited in a view builder: the synchronous overload, a read.
struct AlbumHeader: View {
  let library: MusicLibrary
  let album: String

  var body: some View {
    Text("\(library.runtime(for: album)) s")
  }
}
