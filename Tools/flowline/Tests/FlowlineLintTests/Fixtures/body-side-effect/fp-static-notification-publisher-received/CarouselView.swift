import Combine
import SwiftUI

/// Wraps the app's notifications: a static helper that only describes a stream.
enum NotificationService {
  static func publisher(_ name: Notification.Name) -> AnyPublisher<Notification, Never> {
    NotificationCenter.default.publisher(for: name)
      .receive(on: DispatchQueue.main)
      .eraseToAnyPublisher()
  }
}

struct CarouselView: View {
  @State private var page = 0

  var body: some View {
    Text("\(page)")
      .onReceive(NotificationService.publisher(.init("next"))) { _ in page += 1 }
  }
}
