import Combine
import SwiftUI

/// The app's event service: a static helper describing a stream of posted events.
enum Event_Service {
  static func events(_ name: String) -> AnyPublisher<Notification, Never> {
    NotificationCenter.default.publisher(for: Notification.Name(name)).eraseToAnyPublisher()
  }
}

struct Refresh_label: View {
  @State private var count = 0

  var body: some View {
    Text("\(count)").onReceive(Event_Service.events("refresh")) { _ in count += 1 }
  }
}
