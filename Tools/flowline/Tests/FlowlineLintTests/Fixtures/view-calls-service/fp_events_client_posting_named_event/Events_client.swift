import Foundation
import SwiftUI

// Held in a property, a client named for events is sent `"paywall.shown"` when the sheet
// appears: an analytics event, fired and forgotten.
final class Events_client {
  func send(_ name: String, properties: [String: String] = [:]) async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/e/\(name)")!)
  }
}

struct Paywall_sheet: View {
  let events_client: Events_client

  var body: some View {
    Text("Go premium")
      .task { await events_client.send("paywall.shown") }
  }
}
