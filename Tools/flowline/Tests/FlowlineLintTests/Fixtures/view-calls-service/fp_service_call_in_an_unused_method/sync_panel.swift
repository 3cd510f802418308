import Foundation
import SwiftUI

final class Sync_Service {
  func push_all() async throws {
    _ = try await URLSession.shared.data(from: URL(string: "https://example.com/push")!)
  }
}

struct Sync_panel: View {
  let sync_service = Sync_Service()
  @State private var last = Date.distantPast

  var body: some View { Text(last, style: .time) }

  func old_push() async {
    try? await sync_service.push_all()
    last = Date()
  }
}

struct Sync_screen: View {
  var body: some View { Sync_panel() }
}
