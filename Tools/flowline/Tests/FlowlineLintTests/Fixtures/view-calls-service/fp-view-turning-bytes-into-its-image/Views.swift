import SwiftUI
import UIKit

final class PictureService {
  func fetchBytes(_ url: URL) async throws -> Data { Data() }
}

// Views, not named as media, whose only network work is loading the picture they show.
struct PromoCard: View {
  let url: URL
  @State private var picture: UIImage?
  var body: some View {
    Text("New").onAppear(perform: load)
  }

  private func load() {
    URLSession.shared.dataTask(with: url) { data, _, _ in
      guard let data, let image = UIImage(data: data) else { return }
      DispatchQueue.main.async { picture = image }
    }
    .resume()
  }
}

struct Sponsor_banner: View {
  let banner_url: URL
  let picture_service: PictureService
  @State private var banner: UIImage?
  var body: some View {
    Color.clear.task {
      if let bytes = try? await picture_service.fetchBytes(banner_url),
        let image = UIImage(data: bytes)
      {
        banner = image
      }
    }
  }
}
