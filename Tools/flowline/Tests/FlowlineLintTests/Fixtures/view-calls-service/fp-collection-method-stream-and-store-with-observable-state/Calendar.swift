import Combine
import Foundation
import Observation
import SwiftUI

struct Month {
  var name: String
  var days: [Int]
}

final class EventContext {
  static let shared = EventContext()

  /// Only describes a stream: nothing runs until someone subscribes.
  func eventChanges() -> AnyPublisher<Notification, Never> {
    NotificationCenter.default.publisher(for: .init("EventsChanged")).eraseToAnyPublisher()
  }

  /// Starts the sync itself before handing back its publisher.
  func syncAndWatch() -> AnyPublisher<Notification, Never> {
    Task { _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!) }
    return NotificationCenter.default.publisher(for: .init("Synced")).eraseToAnyPublisher()
  }
}

@Observable final class CalendarState {
  var months: [Month] = []
}

/// The app's store: views read its observable state through it and send it intents.
final class CalendarStore {
  private(set) var state = CalendarState()
  private let session = URLSession.shared

  func reload() {
    Task { _ = try? await session.data(from: URL(string: "https://example.com/months")!) }
  }
}

/// A loader whose results nothing observes.
final class MonthLoader {
  private var months: [Month] = []

  func reload() {
    Task { _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!) }
  }
}

struct CalendarScreen: View {
  let store: CalendarStore
  let loader: MonthLoader
  let monthsSource: [Month]

  private var allDays: [Int] {
    let dataSource = monthsSource.isEmpty ? store.state.months : monthsSource
    return dataSource.flatMap { month in month.days }
  }

  var body: some View {
    List(allDays, id: \.self) { Text("\($0)") }
      .onReceive(EventContext.shared.eventChanges()) { _ in }
      .onReceive(EventContext.shared.syncAndWatch()) { _ in }  // expect: body-side-effect
      .toolbar {
        Button("Reload") { store.reload() }
        Button("Load") { loader.reload() }  // expect: view-calls-service
      }
  }
}
