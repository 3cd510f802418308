import SwiftUI

final class ThumbnailStore {
  static let shared = ThumbnailStore()
  func thumbnail(for id: String) async -> AsyncImagePhase { .empty }
}

final class Artwork_cache {
  func fetch_image(_ key: String) async throws -> Image { Image(systemName: "photo") }
}

// Views not named as media that load, through a cache, the picture they keep in their own
// state and show (a share preview, a row's artwork): a view loading its picture, like
// `AsyncImage`, not a screen calling the app's services.
struct FileShareButton: View {
  let id: String
  @State private var preview: AsyncImagePhase = .empty

  var body: some View {
    shareLink.task {
      self.preview = await ThumbnailStore.shared.thumbnail(for: id)
    }
  }

  @ViewBuilder private var shareLink: some View {
    if case .success(let image) = preview {
      ShareLink(item: id, preview: SharePreview(id, image: image))
    } else {
      ShareLink(item: id)
    }
  }
}

struct Track_row: View {
  let key: String
  let cache: Artwork_cache
  @State private var cover_art: Image?

  var body: some View {
    HStack { cover_art ?? Image(systemName: "music.note") }
      .task { cover_art = try? await cache.fetch_image(key) }
  }
}
