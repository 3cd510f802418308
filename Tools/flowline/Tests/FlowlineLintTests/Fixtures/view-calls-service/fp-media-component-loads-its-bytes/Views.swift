import SwiftUI

final class ImageLoader {
  func loadImage(from url: URL) async throws -> Data { Data() }
}

final class ImageService {
  static let shared = ImageService()
  func fetchImage(_ url: URL, completion: @escaping (Data?) -> Void) {}
}

actor MediaClient {
  func data(for id: String) async throws -> Data { Data() }
}

// Reusable components that load the bytes they show, like AsyncImage does.
struct RemoteImage: View {
  let url: URL
  let loader: ImageLoader
  @State private var data: Data?
  var body: some View {
    Color.gray.task { data = try? await loader.loadImage(from: url) }
  }
}

struct AvatarView: View {
  let url: URL
  @State private var bytes: Data?
  var body: some View {
    Circle().onAppear { ImageService.shared.fetchImage(url) { bytes = $0 } }
  }
}

struct Thumbnail_Cell: View {
  let id: String
  let media_client: MediaClient
  @State private var data: Data?
  var body: some View {
    Rectangle().task { data = try? await media_client.data(for: id) }
  }
}
