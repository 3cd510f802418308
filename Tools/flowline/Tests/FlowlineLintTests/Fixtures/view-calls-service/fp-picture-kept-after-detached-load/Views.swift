import SwiftUI

final class AttachmentController {
  func fetchImage(_ url: URL?) async throws -> Image { Image(systemName: "photo") }
}

final class Poster_fetcher {
  static let shared = Poster_fetcher()
  func load(_ id: Int) async -> UIImage? { nil }
}

// Views not named as media that load the picture they show off the main actor and then keep
// it in their own image-typed state: a view loading its picture, like `AsyncImage`.
struct RemotePictureLoader: View {
  let url: URL?
  let attachments: AttachmentController
  @State private var isLoading = false
  @State private var loadedPicture: Image?
  @State private var loadTask: Task<Void, Never>?

  var body: some View {
    ZStack {
      if let loadedPicture { loadedPicture } else if isLoading { ProgressView() }
    }
    .onAppear { load() }
  }

  private func load() {
    isLoading = true
    loadTask?.cancel()
    loadTask = Task.detached {
      let picture = try? await attachments.fetchImage(url)
      await MainActor.run {
        isLoading = false
        loadedPicture = picture
      }
    }
  }
}

struct Episode_header: View {
  let episode_id: Int
  @State private var poster: UIImage?

  var body: some View {
    Group {
      if let poster { Image(uiImage: poster) } else { Color.gray }
    }
    .task {
      let fetched = await Poster_fetcher.shared.load(episode_id)
      await MainActor.run { self.poster = fetched }
    }
  }
}
