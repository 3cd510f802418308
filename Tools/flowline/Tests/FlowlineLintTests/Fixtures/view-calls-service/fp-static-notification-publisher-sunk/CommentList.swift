import Combine
import SwiftUI

/// Wraps the app's notifications: a static helper that only describes a stream.
enum NotificationService {
  static func publisher(_ name: Notification.Name) -> AnyPublisher<Notification, Never> {
    NotificationCenter.default.publisher(for: name).eraseToAnyPublisher()
  }
}

/// Focuses the field when the "add comment" tap is posted.
struct CommentList: View {
  @FocusState private var focused: Bool
  @State private var draft = ""
  @State private var subscriptions = Set<AnyCancellable>()

  var body: some View {
    TextField("Comment", text: $draft)
      .focused($focused)
      .onAppear {
        NotificationService.publisher(.init("addComment"))
          .sink { _ in focused = true }
          .store(in: &subscriptions)
      }
  }
}
