public import Clocks

/// The clock a test controls: time passes only when the test advances it.
///
/// `import FlowlineTesting` is enough to use it: this is swift-clocks' `TestClock`, under the
/// same name. A harness has one (``FeatureHarness/clock``); build the feature with it, and
/// advance it with ``FeatureHarness/advance(by:)``:
///
/// ```swift
/// let clock = TestClock()
/// let harness = FeatureHarness(
///   initialState: .init(), clock: clock, feature: Search(clock: clock))
/// ```
public typealias TestClock = Clocks.TestClock
