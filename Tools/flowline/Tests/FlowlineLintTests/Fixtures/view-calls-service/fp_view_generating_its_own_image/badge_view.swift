import SwiftUI
import UIKit

final class Badge_renderer {
  func render_badge(_ title: String) async -> UIImage {
    await Task.yield()
    return UIImage()
  }
}

struct Badge_view: View {
  let title: String
  let renderer: Badge_renderer
  @State private var badge: UIImage?

  var body: some View {
    Image(uiImage: badge ?? UIImage())
      .task {
        let rendered = await renderer.render_badge(title)
        badge = rendered
      }
  }
}
