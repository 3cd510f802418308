import SwiftUI
import UIKit

struct Poster_palette {
  static func dominant(in bytes: Data) -> Color {
    UIImage(data: bytes) == nil ? .clear : .orange
  }
}

struct Poster_tint: View {
  let poster_url: URL
  @State private var tint = Color.clear

  var body: some View {
    Rectangle().fill(tint)
      .task {
        do {
          let (bytes, _) = try await URLSession.shared.data(from: poster_url)
          tint = Poster_palette.dominant(in: bytes)
        } catch {}
      }
  }
}
