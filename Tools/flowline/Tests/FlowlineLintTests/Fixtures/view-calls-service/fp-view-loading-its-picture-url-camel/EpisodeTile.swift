import SwiftUI

enum ArtworkAPI {
  static func artworkURL(itemID: String, completion: @escaping (Result<URL, Error>) -> Void) {}
}

/// Loads a picture from the URL it is given, like `AsyncImage`.
struct RemoteArtwork: View {
  let url: URL?
  var body: some View {
    AsyncImage(url: url) { image in
      image.resizable()
    } placeholder: {
      Color.gray
    }
  }
}

// Asks the image endpoint for its own thumbnail's URL and shows it: the tile loading its
// picture, as `AsyncImage` does.
struct EpisodeTile: View {
  let itemID: String
  @State private var thumbnailURL: URL?

  var body: some View {
    RemoteArtwork(url: thumbnailURL)
      .onAppear {
        ArtworkAPI.artworkURL(itemID: itemID) { result in
          if case .success(let url) = result { thumbnailURL = url }
        }
      }
  }
}
