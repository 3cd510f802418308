/// Every scenario of the suite, in the order the README reports them.
public enum Catalog {
  /// The scenarios, each beside its baseline.
  public static let all: [ScenarioEntry] =
    dispatch + composition + bigState + invalidations + effects + memory + rowStores + scaling

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

  /// Benchmark 2: composition.
  static let composition: [ScenarioEntry] = [10, 100].flatMap { children in
    [
      ScenarioEntry("Composition: \(children) children, no readers") {
        CompositionDispatch(children: children, readers: false)
      },
      ScenarioEntry("Composition: \(children) children, every child read") {
        CompositionDispatch(children: children, readers: true)
      },
    ]
  }

  /// Benchmark 3: big state.
  static let bigState: [ScenarioEntry] = [100, 10_000, 100_000].flatMap { items in
    [
      ScenarioEntry("Big state: Flowline store, \(items) items") {
        ChecklistStoreToggle(items: items)
      },
      ScenarioEntry("Big state: @Observable model, \(items) items") {
        ChecklistModelToggle(items: items)
      },
      ScenarioEntry(
        "Big state: Flowline store, derived rows, \(items) items",
        operationsPerIteration: items > 10_000 ? 1 : 1_000
      ) {
        FormattedChecklistStoreToggle(items: items)
      },
    ]
  }

  /// Benchmark 4: invalidations.
  static let invalidations: [ScenarioEntry] = [1, 10].flatMap { changed in
    [
      ScenarioEntry(
        "Invalidations: Flowline store, \(changed) of 1000 values changed",
        operationsPerIteration: 1
      ) {
        GridStoreInvalidations(cells: 1_000, changed: changed)
      },
      ScenarioEntry(
        "Invalidations: @Observable objects, one per value, \(changed) of 1000 changed"
      ) {
        CellModelsInvalidations(cells: 1_000, changed: changed)
      },
      ScenarioEntry(
        "Invalidations: @Observable model, one array, \(changed) of 1000 changed",
        operationsPerIteration: 1
      ) {
        GridModelInvalidations(cells: 1_000, changed: changed)
      },
    ]
  }

  /// Benchmark 5: effects.
  static let effects: [ScenarioEntry] = [
    ScenarioEntry("Effects: Flowline effect returning one action", makeAsync: { StoreEffect() }),
    ScenarioEntry("Effects: bare Task", makeAsync: { BareTaskEffect() }),
  ]

  /// Benchmark 6: memory.
  static let memory: [ScenarioEntry] = [
    ScenarioEntry("Memory: Flowline store created and released") { StoreLifecycle(used: false) },
    ScenarioEntry("Memory: @Observable model created and released") {
      ModelLifecycle(used: false)
    },
    ScenarioEntry("Memory: Flowline store read, sent one event, released") {
      StoreLifecycle(used: true)
    },
    ScenarioEntry("Memory: @Observable model read, sent one event, released") {
      ModelLifecycle(used: true)
    },
  ]

  /// Benchmark 7: rows as child stores (issue 11), beside `@Observable` objects, one per value.
  static let rowStores: [ScenarioEntry] =
    [10, 100].map { children in
      ScenarioEntry("Row stores: \(children) children, every child read, one sends") {
        RowStoresDispatch(children: children)
      }
    }
    + [(100, 1), (1_000, 1), (1_000, 10)].flatMap { cells, changed in
      [
        ScenarioEntry("Row stores: \(cells) readers, \(changed) changed per action") {
          RowStoresInvalidations(cells: cells, changed: changed)
        },
        ScenarioEntry(
          "Row stores: @Observable objects, \(cells) readers, \(changed) changed per action"
        ) {
          CellModelsInvalidations(cells: cells, changed: changed)
        },
      ]
    }
    + [100, 100_000].map { items in
      ScenarioEntry("Row stores: derived rows, \(items) items, one changed") {
        DerivedRowStoresToggle(items: items)
      }
    }

  /// Benchmark 8: one operation at 1× and 100× the size it works on.
  static let scaling: [ScenarioEntry] =
    [100, 10_000].map { rows in
      ScenarioEntry(
        "Scaling: array row stores made, \(rows) rows, per row", operationsPerIteration: 1_000
      ) {
        ArrayRowStoresMade(rows: rows)
      }
    }
    + [100, 100_000].map { rows in
      ScenarioEntry("Scaling: one row changed, action interceptor, \(rows) rows") {
        InterceptedRowChange(rows: rows, logging: false)
      }
    }
    + [100, 10_000].map { rows in
      ScenarioEntry(
        "Scaling: one row changed, logging interceptor, \(rows) rows", operationsPerIteration: 1
      ) {
        InterceptedRowChange(rows: rows, logging: true)
      }
    }
    + [10, 1_000].map { depth in
      ScenarioEntry("Scaling: push and pop, \(depth) routes deep") { FlowPushPop(depth: depth) }
    }
}
