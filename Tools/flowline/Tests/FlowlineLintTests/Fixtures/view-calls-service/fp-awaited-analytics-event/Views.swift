import SwiftUI

final class AnalyticsService {
  func send(screen: String, action: String) async {}
}

final class Telemetry_client {
  static let shared = Telemetry_client()
  func track_event(_ name: String) async throws {}
}

// An analytics event awaited for nothing: the view waits for the send, nothing comes back.
struct PreferencesScreen: View {
  var body: some View {
    Button("Reset tips") {
      Task { await Self.report(action: "reset-tips") }
    }
  }

  private static func report(action: String) async {
    await AnalyticsService().send(screen: "Preferences", action: action)
  }
}

struct Share_sheet_row: View {
  var body: some View {
    Button("Share") {
      Task { try? await Telemetry_client.shared.track_event("share") }
    }
  }
}
