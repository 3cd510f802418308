/// Every scenario of the suite, in the order the README reports them.
public enum Catalog {
  /// The scenarios, each beside its baseline.
  public static let all: [ScenarioEntry] =
    dispatch + composition + bigState + invalidations + effects + memory

  /// Benchmark 1: dispatch.
  static let dispatch: [ScenarioEntry] = [
    ScenarioEntry("Dispatch: pure functions called directly") { PureFunctionsDispatch() },
    ScenarioEntry("Dispatch: @Observable model, no observer") {
      ObservableDispatch(reader: false)
    },
    ScenarioEntry("Dispatch: Flowline store, no observer") { StoreDispatch(reader: false) },
    ScenarioEntry("Dispatch: @Observable model, one reader") { ObservableDispatch(reader: true) },
    ScenarioEntry("Dispatch: Flowline store, one reader") { StoreDispatch(reader: true) },
  ]

  static let composition: [ScenarioEntry] = []
  static let bigState: [ScenarioEntry] = []
  static let invalidations: [ScenarioEntry] = []
  static let effects: [ScenarioEntry] = []
  static let memory: [ScenarioEntry] = []
}
