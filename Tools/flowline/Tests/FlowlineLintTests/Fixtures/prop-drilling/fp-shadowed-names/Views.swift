import SwiftUI

// Names that a closure or an `if let` rebinds are not the property: assume a use.
struct Gallery: View {
  let photo: Photo?
  var body: some View {
    if let photo {
      PhotoFrame(photo: photo)
    }
  }
}

struct PhotoFrame: View {
  let photo: Photo
  let photos: [Photo] = []
  var body: some View {
    ForEach(photos) { photo in
      PhotoMat(photo: photo)
    }
  }
}

struct PhotoMat: View {
  let photo: Photo
  var body: some View { PhotoImage(photo: photo) }
}

struct PhotoImage: View {
  let photo: Photo
  var body: some View { Image(photo.name) }
}
