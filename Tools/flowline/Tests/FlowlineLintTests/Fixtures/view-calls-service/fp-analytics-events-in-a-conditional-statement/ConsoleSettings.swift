import SwiftUI

enum AnalyticEvent { case connectTapped, disconnectTapped }

/// The app's analytics: each event is sent in the background with a few parameters.
final class Analytics {
  static let shared = Analytics()

  func logEvent(with event: AnalyticEvent) {
    Task { await send(event) }
  }

  private func send(_ event: AnalyticEvent) async {}
}

struct ConsoleSettings: View {
  @State private var isOn = false

  var body: some View {
    Button(isOn ? "Disconnect" : "Connect") {
      isOn
        ? Analytics.shared.logEvent(with: .disconnectTapped)
        : Analytics.shared.logEvent(with: .connectTapped)
      isOn.toggle()
    }
  }
}
