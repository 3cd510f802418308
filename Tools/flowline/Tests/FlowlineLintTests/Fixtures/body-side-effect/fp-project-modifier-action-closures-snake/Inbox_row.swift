import SwiftUI

final class Inbox_store: ObservableObject {
  @Published var archived: [Int] = []
  func archive(_ id: Int) async { archived.append(id) }
}

struct Inbox_row: View {
  @ObservedObject var store: Inbox_store

  var body: some View {
    Text("Message")
      .swipeActions([Swipe_choice(id: 1)]) { choice in
        Task { await store.archive(choice.id) }
      }
      .swipeActions([Swipe_choice(id: 2)], edge: .leading) { picked in
        let id = picked.id
        Task { await store.archive(id) }
      }
  }
}
