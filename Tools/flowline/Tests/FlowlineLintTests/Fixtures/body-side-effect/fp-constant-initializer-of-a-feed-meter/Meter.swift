import Combine
import Foundation

public final class LevelMeter: ObservableObject {
  @Published private(set) public var level: Double

  public init(fixed level: Double) {
    self.level = level
  }

  public init(_ feed: AnyPublisher<Double, Never>) {
    self.level = 0
    feed.removeDuplicates().assign(to: &self.$level)
  }
}
