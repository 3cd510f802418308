package import Flowline
package import Foundation

/// Makes identifiers for new attendees, sync-ups and meetings.
package struct UUIDGenerator: Sendable {
  private let make: @Sendable () -> UUID

  package init(_ make: @escaping @Sendable () -> UUID) {
    self.make = make
  }

  /// A new identifier.
  package func callAsFunction() -> UUID { make() }

  /// Random identifiers.
  package static let random = Self { UUID() }

  /// 00000000-0000-0000-0000-000000000000, then …01, …02: identifiers a test can write down.
  package static func incrementing() -> Self {
    let counter = Counter()
    return Self { UUID(counter.next()) }
  }

  /// Safety of `@unchecked Sendable`: `value` is read and written only while holding `lock`.
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      defer { value += 1 }
      return value
    }
  }
}

extension UUID {
  /// The identifier whose last twelve hex digits are `number` (for tests and previews).
  package init(_ number: Int) {
    self.init(uuidString: "00000000-0000-0000-0000-\(String(format: "%012x", number))")!
  }
}

/// The identifiers new values get.
package enum UUIDGeneratorKey: DependencyKey {
  package static let liveValue = UUIDGenerator.random
  package static let previewValue = UUIDGenerator.random
  package static var testValue: UUIDGenerator { .incrementing() }
}

/// The current date, for a meeting's record.
package enum DateKey: DependencyKey {
  package static let liveValue: @Sendable () -> Date = { Date() }
  package static let previewValue: @Sendable () -> Date = { Date() }
}

extension DependencyValues {
  /// Makes identifiers. See ``UUIDGeneratorKey``.
  package var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }

  /// The current date. No test value: a test that records a meeting sets a fixed date.
  package var now: @Sendable () -> Date {
    get { self[DateKey.self] }
    set { self[DateKey.self] = newValue }
  }
}
