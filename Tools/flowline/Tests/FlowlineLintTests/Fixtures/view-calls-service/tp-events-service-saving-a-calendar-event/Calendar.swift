import Foundation
import SwiftUI

// A service named for (calendar) events, sent the event the user made: the app's data, not
// instrumentation, so the view saving it itself is reported. So is a plain title (no `_`,
// `.`, `-` or `:`), which is not an event identifier.
struct CalendarEvent: Codable {
  var title: String
}

final class EventsService {
  static let shared = EventsService()
  func add(event: CalendarEvent) async throws {
    var request = URLRequest(url: URL(string: "https://example.com/calendar")!)
    request.httpMethod = "POST"
    request.httpBody = try JSONEncoder().encode(event)
    _ = try await URLSession.shared.data(for: request)
  }

  func create(title: String) async throws {
    _ = try await URLSession.shared.data(from: URL(string: "https://example.com/new")!)
  }
}

struct NewEventView: View {
  @State private var title = ""

  var body: some View {
    Form {
      TextField("Title", text: $title)
      Button("Save") {
        let event = CalendarEvent(title: title)
        Task { try? await EventsService.shared.add(event: event) }  // expect: view-calls-service
      }
      Button("Quick add") {
        Task { try? await EventsService.shared.create(title: "A") }  // expect: view-calls-service
      }
    }
  }
}
