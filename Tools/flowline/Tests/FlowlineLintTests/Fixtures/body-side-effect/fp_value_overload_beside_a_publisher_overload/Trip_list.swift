import Combine
import Foundation
import SwiftUI

// The same with a publisher overload and the value assigned to a local.
struct Trip_item {
  let id: Int
  var title: String
}

final class Trip_store: ObservableObject {
  @Published var items: [Trip_item] = []

  func item(with id: Int) -> AnyPublisher<Trip_item?, Never> {
    Just(nil).delay(for: .seconds(1), scheduler: DispatchQueue.global()).eraseToAnyPublisher()
  }

  func item(with id: Int) -> Trip_item? {
    items.first { $0.id == id }
  }
}

struct Trip_row: View {
  @ObservedObject var trip_store: Trip_store
  let id: Int

  var body: some View {
    let item: Trip_item? = trip_store.item(with: id)
    Text(item?.title ?? "")
  }
}
