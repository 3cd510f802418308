import Foundation
import SwiftUI

struct TrackCard {
  var title: String
  var onRemove: (() -> Void)?
  var onShare: (() -> Void)?
}

// `cards()` only maps titles to values; the request and the main-queue hop live in closures
// each card stores, run later when the user removes or shares a card.
final class ShelfLoader: ObservableObject {
  @Published var titles: [String] = []

  func cards() -> [TrackCard] {
    titles.map { title in
      var card = TrackCard(title: title)
      card.onRemove = {
        URLSession.shared.dataTask(with: URL(fileURLWithPath: title)) { _, _, _ in
          DispatchQueue.main.async { self.titles.removeAll { $0 == title } }
        }.resume()
      }
      return card
    }
  }

  func sharedCard(_ title: String) -> TrackCard {
    .init(title: title, onRemove: nil) {
      Task { await self.share(title) }
    }
  }

  func share(_ title: String) async {}
}
