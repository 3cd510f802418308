import SwiftUI

final class CalendarStore: ObservableObject {
  @Published var events: [String] = []
  func add(_ event: String) { events.append(event) }
}

final class EventResultsModel: ObservableObject {
  @Published var shown: [String] = []
  let store: CalendarStore
  init(store: CalendarStore) { self.store = store }
  func refresh() { shown = store.events }
}

struct EventResults: View {
  @StateObject var model: EventResultsModel  // expect: state-not-private
  var body: some View {
    List(model.shown, id: \.self) { Text($0) }
      .onAppear {
        model.store.add("Launch")
        model.refresh()
      }
  }
}

// `StateObject(wrappedValue:)` takes the whole argument as an autoclosure: the store built
// inside it is made once per view identity too.
struct SearchScreen: View {
  let preview: Bool
  var body: some View {
    if preview {
      EventResults(model: EventResultsModel(store: CalendarStore()))
    }
  }
}
