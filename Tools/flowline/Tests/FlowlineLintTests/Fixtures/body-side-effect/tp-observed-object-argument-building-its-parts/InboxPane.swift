import SwiftUI

final class MailStore: ObservableObject {
  @Published var messages: [String] = []
  func receive(_ message: String) { messages.append(message) }
}

final class InboxModel: ObservableObject {
  @Published var unread = 0
  let store: MailStore
  init(store: MailStore) { self.store = store }
  func refresh() { unread = store.messages.count }
}

struct InboxList: View {
  @ObservedObject var model: InboxModel
  var body: some View {
    Text("\(model.unread)")
      .onAppear {
        model.store.receive("Hello")
        model.refresh()
      }
  }
}

// An @ObservedObject argument is evaluated on every render: both objects are rebuilt.
struct InboxPane: View {
  var body: some View {
    InboxList(model: InboxModel(store: MailStore()))  // expect: body-side-effect
  }
}
