import SwiftUI
import UIKit

final class ThumbnailService {
  func loadThumbnails(for urls: [URL]) async -> [UIImage] {
    var images: [UIImage] = []
    for url in urls {
      if let (data, _) = try? await URLSession.shared.data(from: url),
        let image = UIImage(data: data)
      {
        images.append(image)
      }
    }
    return images
  }
}

// A grid cell loading the pictures it shows, like several AsyncImages.
struct AlbumCell: View {
  let coverURLs: [URL]
  let thumbnailService: ThumbnailService
  @State private var thumbnails: [UIImage] = []

  var body: some View {
    HStack {
      ForEach(thumbnails.indices, id: \.self) { Image(uiImage: thumbnails[$0]) }
    }
    .onAppear {
      Task {
        let loaded = await thumbnailService.loadThumbnails(for: coverURLs)
        await MainActor.run { thumbnails = loaded }
      }
    }
  }
}
