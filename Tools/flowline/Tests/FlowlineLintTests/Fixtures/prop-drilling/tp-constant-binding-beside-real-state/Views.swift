import SwiftUI

struct Photo: Identifiable {
  let id: Int
  var caption: String
}

struct PhotoTile: View {
  let photo: Photo
  @Binding var coverPhoto: Photo?
  var body: some View {
    Button(photo.caption) { coverPhoto = photo }
  }
}

struct AlbumGrid: View {
  let photos: [Photo]
  @Binding var coverPhoto: Photo?
  var body: some View {
    ForEach(photos) { photo in
      PhotoTile(photo: photo, coverPhoto: $coverPhoto)
    }
  }
}

// A preview gives the screen a constant, but the album editor gives it real state: the
// binding is drilled through AlbumScreen and AlbumGrid.
struct AlbumScreen: View {
  let photos: [Photo]
  @Binding var coverPhoto: Photo?  // expect: prop-drilling
  var body: some View {
    ScrollView {
      AlbumGrid(photos: photos, coverPhoto: $coverPhoto)
    }
  }
}

struct Album_editor: View {
  @State private var cover: Photo?
  let photos: [Photo]
  var body: some View {
    AlbumScreen(photos: photos, coverPhoto: $cover)
  }
}

#Preview {
  AlbumScreen(photos: [], coverPhoto: .constant(nil))
}
