import Observation
import SwiftUI

@Observable final class LibraryStore {
  var books: [String] = []
  var authors: [String] = []
  var shelves: [String] = []
  func hasBook(_ name: String) -> Bool { books.contains(name) }
}

@Observable final class QueueModel {
  var pending: [String] = []
  func enqueue(_ item: String) { pending.append(item) }
}

@Observable final class Reader {
  var page = 0
  var chapter = 0
}

struct ShelfScreen: View {  // expect: environment-object-overuse
  @Environment(Reader.self) private var reader
  @Environment(LibraryStore.self) private var library
  @Environment(QueueModel.self) private var queue

  var body: some View {
    VStack {
      Text("\(reader.page) / \(reader.chapter)")
      Text(library.hasBook("Dune") ? "Owned" : "Missing")
      Button("Queue") { queue.enqueue("Dune") }
    }
  }
}
