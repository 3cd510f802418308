import Observation
import SwiftUI

final class ChatAPIClient: ObservableObject {
  @Published var messages: [String] = []
  func reconnect(completion: @escaping () -> Void) {}
}

@Observable final class InboxModel {
  var threads: [String] = []
  func reload(then done: @escaping ([String]) -> Void) {}
}

// The view's own observed models, called with a closure: an intent, unless an API client's
// completion handler sets the view's own state.
struct ChatScreen: View {
  @EnvironmentObject var client: ChatAPIClient
  @State private var model = InboxModel()
  @State private var threads: [String] = []
  var body: some View {
    List(threads, id: \.self) { Text($0) }
      .onAppear { client.reconnect { print("connected") } }
      .refreshable { model.reload { threads = $0 } }
  }
}
