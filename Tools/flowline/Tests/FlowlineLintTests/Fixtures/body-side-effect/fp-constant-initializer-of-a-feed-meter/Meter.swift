import Combine
import Foundation

/// A level that is either fixed or follows a feed.
public final class LevelMeter: ObservableObject {
  /// The current level, 0…1.
  @Published private(set) public var level: Double

  /// A meter that stays at `level`.
  public init(fixed level: Double) {
    self.level = level
  }

  /// A meter that follows `feed`.
  public init(_ feed: AnyPublisher<Double, Never>) {
    self.level = 0
    feed.removeDuplicates().assign(to: &self.$level)
  }
}
