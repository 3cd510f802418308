import Combine
import Foundation
import SwiftUI

// A repository declares `get(categoryWithId:)` twice: one returns a `Future` that starts work
// on a background queue, the other returns the category from memory. A call whose result is
// used as a value is the second: a read.
struct GearCategory: Identifiable {
  let id: Int
  var name: String
}

final class Repository: ObservableObject {
  @Published var categories: [GearCategory] = []

  func get(categoryWithId id: Int) -> Future<GearCategory, Error> {
    Future { promise in
      DispatchQueue.global().async {
        if let category = self.get(categoryWithId: id) { promise(.success(category)) }
      }
    }
  }

  func get(categoryWithId id: Int) -> GearCategory? {
    categories.first { $0.id == id }
  }
}

struct GearListScreen: View {
  @EnvironmentObject var repository: Repository
  let categoryIds: [Int]

  var body: some View {
    List {
      ForEach(categoryIds.compactMap({ repository.get(categoryWithId: $0) })) { category in
        Text(category.name)
      }
    }
  }
}
