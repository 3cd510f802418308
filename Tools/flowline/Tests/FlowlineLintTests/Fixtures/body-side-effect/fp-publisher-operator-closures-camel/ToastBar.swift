import Combine
import SwiftUI

extension Notification.Name {
  static let appToast = Notification.Name("appToast")
}

struct ToastBar: View {
  @State private var toasts: [String] = []
  @State private var lastShown: [String: Date] = [:]

  var body: some View {
    VStack { ForEach(toasts, id: \.self) { Text($0) } }
      // The operator's closure runs for each notification, once `.onReceive` subscribes.
      .onReceive(
        NotificationCenter.default.publisher(for: .appToast)
          .compactMap { note -> String? in
            guard let text = note.object as? String else { return nil }
            lastShown[text] = Date()
            return text
          }
          .receive(on: RunLoop.main)
      ) { toast in
        toasts.insert(toast, at: 0)
      }
  }
}
