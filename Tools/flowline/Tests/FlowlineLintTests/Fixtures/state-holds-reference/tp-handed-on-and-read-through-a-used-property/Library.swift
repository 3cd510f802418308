import Combine
import SwiftUI

// The private property is used by the body: the view reads the store's published state
// through it, and @State never tells it that the count changed.
final class ShelfStore: ObservableObject {
  @Published var count = 0
  func add() { count += 1 }
}

struct LibraryRoot: View {
  @State private var shelfStore = ShelfStore()  // expect: state-holds-reference

  var body: some View {
    VStack {
      Text(summary)
      ShelfList(shelfStore: shelfStore)
    }
  }

  private var summary: String {
    "\(shelfStore.count) books"
  }
}

struct ShelfList: View {
  @ObservedObject var shelfStore: ShelfStore
  var body: some View { Button("Add \(shelfStore.count)") { shelfStore.add() } }
}
