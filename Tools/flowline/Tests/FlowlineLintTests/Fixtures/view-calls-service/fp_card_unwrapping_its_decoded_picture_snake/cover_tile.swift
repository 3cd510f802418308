import SwiftUI
import UIKit

final class Cover_Decoder {
  static let shared = Cover_Decoder()
  func decode(_ bytes: Data, done: @escaping (UIImage?) -> Void) {
    DispatchQueue.global().async { done(UIImage(data: bytes)) }
  }
}

struct Cover_Tile: View {
  let bytes: Data
  @State private var cover = UIImage(systemName: "book")

  var body: some View {
    Image(uiImage: cover ?? UIImage())
      .task {
        Cover_Decoder.shared.decode(bytes) { result in
          guard let result else { return }
          cover = result
        }
      }
  }
}
