import Combine
import SwiftUI

protocol Lending {
  func borrow(bookID: Int) async throws -> Int
}

final class ShelfNavigator {
  func push(_ screen: String) {}
}

/// The decision is made in an extension in another file: the class is reported where it is
/// declared.
@MainActor  // expect: bidirectional-view-model
final class LibraryScreenModel: ObservableObject {
  @Published var books: [Int] = []
  let lending: any Lending
  let navigator: ShelfNavigator

  init(lending: any Lending, navigator: ShelfNavigator) {
    self.lending = lending
    self.navigator = navigator
  }
}
