import SwiftUI

@main
struct AlbumApp: App {
  @State private var model = PhotoAlbumModel()
  var body: some Scene { WindowGroup { AlbumScreen(photos: []).environment(model) } }
}

struct AlbumScreen: View {
  @Environment(PhotoAlbumModel.self) private var model
  let photos: [AlbumPhoto]
  var body: some View {
    List(photos) { photo in
      PhotoCell(photo: photo)
    }
    .task { await model.fetchAll(photos, client: PictureClient()) }
  }
}

struct PhotoCell: View {
  @Environment(PhotoAlbumModel.self) private var model
  let photo: AlbumPhoto
  var body: some View {
    if model.fetchingFlags[photo.id] == true {
      ProgressView()
    } else {
      Text(model.fetchErrors[photo.id] ?? "")
    }
  }
}

struct PhotoPreview: View {
  @Environment(PhotoAlbumModel.self) private var model
  let photo: AlbumPhoto
  var body: some View { Text(model.fetchedPictures[photo.id]?.fileURL.lastPathComponent ?? "") }
}

struct ExportPanel: View {
  @Environment(PhotoAlbumModel.self) private var model
  var body: some View {
    if model.isPreparingExport {
      ProgressView()
    } else {
      Text(model.exportURL?.path ?? model.printURL?.path ?? "")
    }
  }
}
