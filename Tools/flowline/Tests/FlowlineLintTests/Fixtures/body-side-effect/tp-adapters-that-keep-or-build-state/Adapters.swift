import SwiftUI

// Keeps the picked items itself: rebuilt on every render, it forgets them.
final class PickedItemsBox: ObservableObject {
  private var picked: Set<Int> = []
  let onChange: (Set<Int>) -> Void
  init(onChange: @escaping (Set<Int>) -> Void) { self.onChange = onChange }
  func pick(_ item: Int) {
    objectWillChange.send()
    picked.insert(item)
    onChange(picked)
  }
}

final class ItemStore {
  var items: [Int] = []
}

// Only `let`s, but one of them is an object it creates.
final class StoreBackedList: ObservableObject {
  let store = ItemStore()
  func add(_ item: Int) {
    objectWillChange.send()
    store.items.append(item)
  }
}

// Only `let`s, but its initializer starts work.
final class ObservingRelay: ObservableObject {
  let name: String
  let relay: () -> Void
  init(name: String, relay: @escaping () -> Void) {
    self.name = name
    self.relay = relay
    NotificationCenter.default.addObserver(
      forName: .init(name), object: nil, queue: .main
    ) { _ in relay() }
  }
  func fire() {
    objectWillChange.send()
    relay()
  }
}

class CountingBase: ObservableObject {
  var count = 0
  func bump() {
    objectWillChange.send()
    count += 1
  }
}

// Its own properties are `let`s, its superclass counts.
final class CountingAdapter: CountingBase {
  let label: String
  init(label: String) { self.label = label }
}

struct AdapterHost: View {
  @ObservedObject var picked: PickedItemsBox
  @ObservedObject var list: StoreBackedList
  @ObservedObject var relay: ObservingRelay
  @ObservedObject var counter: CountingAdapter
  var body: some View {
    Button(relay.name + counter.label) { counter.bump() }
      .onLongPressGesture {
        picked.pick(1)
        list.add(1)
      }
  }
}

struct AdapterScreen: View {
  @State private var last: Set<Int> = []

  var body: some View {
    AdapterHost(
      picked: PickedItemsBox { last = $0 },  // expect: body-side-effect
      list: StoreBackedList(),  // expect: body-side-effect
      relay: ObservingRelay(name: "ping") { print("ping") },  // expect: body-side-effect
      counter: CountingAdapter(label: "n")  // expect: body-side-effect
    )
  }
}
