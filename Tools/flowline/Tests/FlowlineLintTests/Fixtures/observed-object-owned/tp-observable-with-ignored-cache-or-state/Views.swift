import Observation
import SwiftUI

// Keeps a cache of its own, ignored by Observation but lost with the instance.
@Observable final class ThumbnailLoader {
  @ObservationIgnored private var cache: [String: Data] = [:]

  func load(_ key: String) -> Data? { cache[key] }
}

// One tracked property: state the view would lose.
@Observable final class CounterModel {
  static let step = 1
  var count = 0
}

struct GalleryView: View {
  private let loader = ThumbnailLoader()  // expect: observed-object-owned
  private let counter = CounterModel()  // expect: observed-object-owned

  var body: some View {
    Button("\(counter.count)") { counter.count += CounterModel.step }
      .disabled(loader.load("a") == nil)
  }
}
