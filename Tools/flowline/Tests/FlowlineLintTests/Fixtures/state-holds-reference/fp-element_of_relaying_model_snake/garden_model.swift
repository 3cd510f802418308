import Combine
import SwiftUI

final class Garden_bed: ObservableObject {
  @Published var soil = "loam"
  @Published var rows = 4
  func re_dig(_ kind: String) {
    soil = kind
    rows += 1
  }
}

final class Garden_plot: ObservableObject {
  private var forwarding: AnyCancellable?
  var beds: Set<Garden_bed> = [] {
    didSet {
      forwarding = Publishers.MergeMany(beds.map(\.objectWillChange))
        .sink { [unowned self] _ in objectWillChange.send() }
    }
  }
  var beds_by_name: [String: Garden_bed] = [:]
}

extension Garden_bed: Hashable {
  static func == (lhs: Garden_bed, rhs: Garden_bed) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
