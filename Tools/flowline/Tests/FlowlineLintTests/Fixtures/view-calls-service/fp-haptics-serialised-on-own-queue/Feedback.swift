import SwiftUI
import UIKit

final class FeedbackManager {
  static let shared = FeedbackManager()
  private var generators: [UIImpactFeedbackGenerator.FeedbackStyle: UIImpactFeedbackGenerator] =
    [:]
  private let generatorQueue = DispatchQueue(label: "feedback", attributes: .concurrent)
  private init() {}

  // Keeps one generator per style, serialised on its own queue, and fires it on the main one.
  func impact(style: UIImpactFeedbackGenerator.FeedbackStyle) {
    generatorQueue.async(flags: .barrier) {
      if let generator = self.generators[style] {
        DispatchQueue.main.async { generator.impactOccurred() }
      } else {
        let generator = UIImpactFeedbackGenerator(style: style)
        self.generators[style] = generator
        DispatchQueue.main.async { generator.impactOccurred() }
      }
    }
  }
}

struct LikeButton: View {
  @State private var liked = false
  var body: some View {
    Button(liked ? "Liked" : "Like") {
      liked.toggle()
      FeedbackManager.shared.impact(style: .light)
    }
  }
}
