/// How strictly a ``FeatureHarness`` checks a feature's behaviour.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, every action received from an effect, every screen event and every
  /// effect still running must be asserted. Anything left over fails the test, saying what.
  case on
  /// Only what the test asserts is checked: state assertions compare just the fields the test
  /// mentions, unasserted actions and screen events are skipped, and effects still running at
  /// the end are cancelled.
  ///
  /// With `showSkipped`, what was skipped is reported as a warning, so an integration-style test
  /// can still show it.
  case off(showSkipped: Bool)

  /// Only what the test asserts is checked, and skipped items are not shown.
  public static let off = Self.off(showSkipped: false)

  var isExhaustive: Bool { self == .on }

  var showsSkipped: Bool {
    if case .off(true) = self { return true }
    return false
  }
}
