import Observation
import SwiftUI

// Keeps a cache of its own, ignored by Observation but lost with the instance.
@Observable final class ThumbnailLoader {
  @ObservationIgnored private var cache: [String: Data] = [:]

  func load(_ key: String) -> Data? {
    if let hit = cache[key] { return hit }
    let data = Data(key.utf8)
    cache[key] = data
    return data
  }
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
      .onAppear { _ = loader.load("a") }
  }
}
