import SwiftUI
import UIKit

// An in-memory cache that decodes a card's own photo bytes into a picture.
final class BlobCacheManager {
  static let shared = BlobCacheManager()
  private let cache = NSCache<NSData, UIImage>()

  func returnImage(from data: Data, completion: @escaping (UIImage?) -> Void) {
    if let cached = cache.object(forKey: data as NSData) {
      completion(cached)
      return
    }
    DispatchQueue.global().async { [weak self] in
      guard let image = UIImage(data: data) else { return }
      self?.cache.setObject(image, forKey: data as NSData)
      completion(image)
    }
  }
}

// The card unwraps the picture the completion hands it into its image state (typed by its
// initial value): the picture it shows, like `AsyncImage`.
struct MealCard: View {
  let photoData: Data?
  @State private var photo = UIImage()
  @State private var isLoading = false

  var body: some View {
    Image(uiImage: photo)
      .onAppear {
        guard let photoData else { return }
        isLoading = true
        BlobCacheManager.shared.returnImage(from: photoData) { decoded in
          if let picture = decoded {
            photo = picture
            isLoading = false
          }
        }
      }
  }
}
