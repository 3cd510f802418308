import Flowline
import Observation

// Benchmark 3: a list of n items; each event toggles one item, whose row is rendered by one
// tracked reader. Reported per event against n.

/// One item of a checklist.
struct ChecklistItem: Equatable, Sendable {
  var id: Int
  var title: String
  var isDone = false
}

/// A checklist whose view renders the domain state as it is.
struct Checklist: Feature {
  struct DomainState: Equatable, Sendable {
    var items: [ChecklistItem]
  }

  enum DomainAction: Sendable {
    case toggle(index: Int)
  }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .toggle(let index): state.items[index].isDone.toggle()
    }
    return .none
  }
}

/// The same checklist with a view state derived row by row, as a reducer that formats each row
/// does: the reducer is O(n), and the store runs it once per event while a view reads it.
struct FormattedChecklist: Feature {
  typealias DomainState = Checklist.DomainState
  typealias DomainAction = Checklist.DomainAction

  struct Row: Equatable {
    var title: String
    var isDone: Bool
  }

  struct ViewState: Equatable {
    var rows: [Row]
  }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .toggle(let index): state.items[index].isDone.toggle()
    }
    return .none
  }

  func reduce(_ state: DomainState) -> ViewState {
    ViewState(rows: state.items.map { Row(title: $0.title, isDone: $0.isDone) })
  }
}

/// The checklist as a hand-written `@Observable` model.
@MainActor
@Observable
final class ChecklistViewModel {
  private(set) var items: [ChecklistItem]

  init(items: [ChecklistItem]) {
    self.items = items
  }

  func toggle(_ index: Int) {
    items[index].isDone.toggle()
  }
}

/// Makes a checklist of `count` items.
func checklistItems(_ count: Int) -> [ChecklistItem] {
  (0..<count).map { ChecklistItem(id: $0, title: "Item \($0)") }
}

/// Toggles the middle item of a checklist store, its row read by one reader.
final class ChecklistStoreToggle: Scenario {
  private let store: Store<Checklist>
  private let index: Int
  private let reader = InvalidationCounter()

  init(items: Int) {
    store = Store(initialState: .init(items: checklistItems(items)), feature: Checklist())
    index = items / 2
  }

  func run(_ operations: Int) {
    let index = index
    for _ in 0..<operations {
      track(reader) { store[dynamicMember: \.items[index].isDone] }
      store.dispatch(.toggle(index: index))
    }
  }
}

/// Toggles the middle item of a checklist store whose view state is derived row by row.
final class FormattedChecklistStoreToggle: Scenario {
  private let store: Store<FormattedChecklist>
  private let index: Int
  private let reader = InvalidationCounter()

  init(items: Int) {
    store = Store(initialState: .init(items: checklistItems(items)), feature: FormattedChecklist())
    index = items / 2
  }

  func run(_ operations: Int) {
    let index = index
    for _ in 0..<operations {
      track(reader) { store[dynamicMember: \.rows[index].isDone] }
      store.dispatch(.toggle(index: index))
    }
  }
}

/// Toggles the middle item of a checklist `@Observable` model, its row read by one reader.
final class ChecklistModelToggle: Scenario {
  private let model: ChecklistViewModel
  private let index: Int
  private let reader = InvalidationCounter()

  init(items: Int) {
    model = ChecklistViewModel(items: checklistItems(items))
    index = items / 2
  }

  func run(_ operations: Int) {
    for _ in 0..<operations {
      track(reader) { model.items[index].isDone }
      model.toggle(index)
    }
  }
}
