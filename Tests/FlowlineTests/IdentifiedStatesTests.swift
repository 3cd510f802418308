import Flowline
import Testing

@MainActor
@Suite struct IdentifiedStatesTests {
  struct Item: Equatable, Sendable, Identifiable {
    var id: String
    var value = 0
  }

  @Test func rowsKeepTheirOrderAndAreFoundByIdentifier() {
    var rows: IdentifiedStates<String, Item> = [Item(id: "a"), Item(id: "b")]
    rows.append(Item(id: "c"), id: "c")
    rows.insert(Item(id: "z"), id: "z", at: 0)
    rows[id: "b"]?.value = 2
    #expect(rows.ids == ["z", "a", "b", "c"])
    #expect(rows.map(\.value) == [0, 0, 2, 0])
    #expect(rows.remove(id: "a") == Item(id: "a"))
    #expect(rows.remove(id: "a") == nil)
    rows[id: "c"] = nil
    rows.removeAll { $0.value == 2 }
    #expect(rows.ids == ["z"])
    #expect(rows[id: "z"] != nil)
    #expect(rows[id: "b"] == nil)
  }

  @Test func aRepeatedIdentifierKeepsTheLastElementAtTheFirstPosition() {
    let rows = IdentifiedStates([("a", 1), ("b", 2), ("a", 3)])
    #expect(rows.ids == ["a", "b"])
    #expect(Array(rows) == [3, 2])
  }

  @Test func equalityIgnoresWhatTheListsRemember() {
    var changed: IdentifiedStates<String, Item> = [Item(id: "a")]
    changed[id: "a"]?.value = 1
    changed[id: "a"]?.value = 0
    #expect(changed == [Item(id: "a")])
    #expect(changed != [Item(id: "a", value: 1)])
  }

  @Test func rowsInAPlainArrayGetStoresThatFollowTheArray() {
    struct Tasks: Feature {
      struct DomainState: Equatable, Sendable { var items: [Item] }
      enum DomainAction: Sendable {
        case bump(String)
        case drop(String)
        case row(String, Never)
      }
      func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
        switch action {
        case .bump(let id):
          state.items = state.items.map { $0.id == id ? Item(id: id, value: $0.value + 1) : $0 }
        case .drop(let id): state.items.removeAll { $0.id == id }
        }
        return .none
      }
    }
    struct Row: Feature {
      typealias DomainState = Item
      typealias DomainAction = Never
      func interact(_ state: inout Item, with action: Never) -> Effect {}
    }
    let store = Store(initialState: .init(items: [Item(id: "a"), Item(id: "b")]), feature: Tasks())
    func rows() -> ScopedRows<Tasks, String, Row> {
      store.scope(rows: \.items, action: Tasks.DomainAction.row, feature: Row())
    }
    let a = rows()[id: "a"]!
    let b = rows()[id: "b"]!
    let tally = Tally(count: 3)
    observe(tally, 0) { a.value }
    observe(tally, 1) { b.value }
    observe(tally, 2) { rows().ids }
    store.dispatch(.bump("a"))
    #expect(tally.counts == [1, 0, 0])
    #expect(a.value == 1)
    store.dispatch(.drop("b"))
    #expect(b.isStale)
    #expect(tally.counts == [1, 0, 1])
    #expect(rows().ids == ["a"])
  }
}
