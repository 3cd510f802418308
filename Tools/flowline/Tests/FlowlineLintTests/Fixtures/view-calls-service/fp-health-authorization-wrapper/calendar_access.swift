import EventKit
import SwiftUI

final class Calendar_access {
  static let shared = Calendar_access()
  private let event_store = EKEventStore()

  func has_access() async -> Bool {
    EKEventStore.authorizationStatus(for: .event) == .fullAccess
  }

  func ask_for_access() async throws -> Bool {
    let kinds = [EKEntityType.event].filter { _ in true }
    guard !kinds.isEmpty else { throw NSError(domain: "calendar", code: 1) }
    return try await event_store.requestFullAccessToEvents()
  }
}

struct Calendar_toggle: View {
  @State private var granted = false

  var body: some View {
    Toggle("Calendar", isOn: $granted)
      .task { granted = await Calendar_access.shared.has_access() }
      .onChange(of: granted) { _, on in
        if on { Task { granted = (try? await Calendar_access.shared.ask_for_access()) ?? false } }
      }
  }
}
