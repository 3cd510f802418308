import SwiftUI

// Sends the draft over its web socket: transport, not an analytics event.
final class ChatService {
  static let shared = ChatService()
  private var task: URLSessionWebSocketTask?
  private let queue = DispatchQueue(label: "chat")

  func send(_ text: String) {
    queue.async { [weak self] in
      self?.task?.send(.string(text)) { error in
        if let error { print(error) }
      }
    }
  }
}

struct Composer: View {
  @State private var draft = ""

  var body: some View {
    Button("Send") {
      ChatService.shared.send(draft)  // expect: view-calls-service
    }
  }
}
