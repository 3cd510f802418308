import SwiftUI

final class ArtistLibrary {
  var totals: [String: Double] = [:]

  // The synchronous overload starts a refresh of its own.
  func total(for artist: String) -> Double {
    Task { await self.refresh(artist) }
    return totals[artist] ?? 0
  }

  func total(for artist: String) async -> Double { totals[artist] ?? 0 }

  func refresh(_ artist: String) async {
    try? await Task.sleep(for: .seconds(1))
    totals[artist] = 1
  }
}

struct ArtistHeader: View {
  let library: ArtistLibrary
  let artist: String

  var body: some View {
    Text("\(library.total(for: artist)) s")  // expect: body-side-effect
  }
}
