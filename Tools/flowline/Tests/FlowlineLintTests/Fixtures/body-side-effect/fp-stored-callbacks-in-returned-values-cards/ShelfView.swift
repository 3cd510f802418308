import SwiftUI

struct ShelfView: View {
  @StateObject private var loader = ShelfLoader()

  var body: some View {
    List {
      ForEach(loader.cards(), id: \.title) { card in
        Button(card.title) { card.onRemove?() }
      }
      Text(loader.sharedCard("first").title)
    }
  }
}
