import Combine
import Foundation
import SwiftUI

// Only the `Future` overload exists, and rendering starts it.
final class GearRepository: ObservableObject {
  @Published var names: [String] = []

  func load(categoryWithId id: Int) -> Future<String, Error> {
    Future { promise in
      DispatchQueue.global().async { promise(.success("gear \(id)")) }
    }
  }
}

struct GearScreen: View {
  @EnvironmentObject var repository: GearRepository
  let ids: [Int]

  var body: some View {
    let loads = ids.map { repository.load(categoryWithId: $0) }  // expect: body-side-effect
    Text("\(loads.count)")
  }
}
