import SwiftUI
import UIKit

final class NetworkingClient {
  static let shared = NetworkingClient()
  func requestURLImage(imageURL: String, completion: @escaping (UIImage?) -> Void) {
    guard let url = URL(string: imageURL) else { return completion(nil) }
    URLSession.shared.dataTask(with: url) { data, _, _ in
      completion(data.flatMap(UIImage.init(data:)))
    }.resume()
  }
}

// A reusable image view loads its own picture, the completion given as a labelled argument:
// what `AsyncImage` does.
struct RemoteAvatar: View {
  @State private var image: UIImage?
  let urlString: String

  var body: some View {
    Group {
      if let image { Image(uiImage: image) } else { ProgressView() }
    }
    .onAppear {
      NetworkingClient.shared.requestURLImage(
        imageURL: urlString,
        completion: { loaded in
          if let loaded { image = loaded }
        })
    }
  }
}
