import Foundation

enum PaneAxis: String {
  case across, down
}

/// Publishes its axis, and could flip it, but no code of the project ever calls `flip()` or
/// writes `axis`: every instance keeps the value it was made with.
final class PaneAxisHolder: ObservableObject {
  @Published var axis: PaneAxis {
    didSet { persist?(axis) }
  }
  var reader: (() -> PaneAxis)?
  var persist: ((PaneAxis) -> Void)?

  init(
    _ axis: PaneAxis? = nil, reader: (() -> PaneAxis)? = nil,
    persist: ((PaneAxis) -> Void)? = nil
  ) {
    self.axis = reader?() ?? axis ?? .across
    self.reader = reader
    self.persist = persist
  }

  func flip() {
    axis = axis == .across ? .down : .across
  }
}
