import SwiftUI
import UIKit

enum CornerColorSampler {
  static func colors(from data: Data) -> [Color] {
    guard let image = UIImage(data: data) else { return [] }
    return colors(from: image)
  }

  static func colors(from image: UIImage) -> [Color] { [Color(uiImage: image)] }
}

extension Color {
  init(uiImage: UIImage) { self = .gray }
}

// Loads its artwork's bytes and hands them to a helper that decodes them into an image to
// sample its colours: the backdrop loading its own picture.
struct HeroBackdrop: View {
  let artworkURL: URL
  @State private var colors: [Color] = []

  var body: some View {
    LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)
      .task {
        guard let (data, _) = try? await URLSession.shared.data(from: artworkURL) else { return }
        colors = CornerColorSampler.colors(from: data)
      }
  }
}
