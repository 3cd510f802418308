import SwiftUI
import UIKit

final class ProfileAPIClient {
  func downloadPortrait(_ id: String) async throws -> Data { Data() }
  func uploadPortrait(_ image: UIImage) async throws {}
}

// A portrait component that decodes the bytes it picked and sends the picture to the server
// changes the app's data: that is not caching what it loaded.
struct PortraitView: View {
  let api: ProfileAPIClient
  let picked: Data
  @State private var shown: UIImage?

  var body: some View {
    Circle().onTapGesture {
      Task {
        guard let image = UIImage(data: picked) else { return }
        shown = image
        try? await api.uploadPortrait(image)  // expect: view-calls-service
      }
    }
  }
}

// Not named as media: loading its picture, then uploading it elsewhere.
struct MirrorCard: View {
  let api: ProfileAPIClient
  @State private var shown: UIImage?

  var body: some View {
    Color.clear.task {
      guard let bytes = try? await api.downloadPortrait("me"),  // expect: view-calls-service
        let image = UIImage(data: bytes)
      else { return }
      shown = image
      try? await api.uploadPortrait(image)  // expect: view-calls-service
    }
  }
}
