import Combine
import SwiftUI

/// Written by a view's action after it is made.
final class ZoomState: ObservableObject {
  @Published var factor: Double
  init(factor: Double) { self.factor = factor }
}

/// Written through a binding.
final class FilterState: ObservableObject {
  @Published var onlyUnread: Bool
  init(onlyUnread: Bool) { self.onlyUnread = onlyUnread }
}

/// Written by its own method.
final class FoldState: ObservableObject {
  @Published var isFolded = false
  init() {}
  func fold() { isFolded = true }
}

/// Written through something whose type is not declared (a factory's result).
final class BadgeState: ObservableObject {
  @Published var count: Int
  init(count: Int) { self.count = count }
}

/// Written through a key path.
final class PanState: ObservableObject {
  @Published var offset: Double
  init(offset: Double) { self.offset = offset }
}

func settle(_ pan: PanState) -> AnyCancellable {
  Just(0.0).assign(to: \.offset, on: pan)
}

func makeBadge() -> BadgeState { BadgeState(count: 0) }

func bumpBadges() {
  let badge = makeBadge()
  badge.count += 1
}
