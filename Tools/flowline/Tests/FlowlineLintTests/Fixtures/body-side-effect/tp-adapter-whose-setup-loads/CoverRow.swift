import SwiftUI

struct Album {
  var title: String
  var coverURL: URL
}

// The private setup step starts a download: building the adapter per render starts it again.
final class CoverRowModel: ObservableObject {
  @Published var album: Album
  @Published var cover: Data?

  init(album: Album) {
    self.album = album
    setup()
  }

  private func setup() {
    URLSession.shared.dataTask(with: album.coverURL) { data, _, _ in
      DispatchQueue.main.async { self.cover = data }
    }.resume()
  }
}

struct CoverRow: View {
  @ObservedObject var model: CoverRowModel
  var body: some View { Text(model.album.title) }
}

struct AlbumList: View {
  let albums: [Album]
  var body: some View {
    ForEach(albums, id: \.title) { album in
      CoverRow(model: CoverRowModel(album: album))  // expect: body-side-effect
    }
  }
}
