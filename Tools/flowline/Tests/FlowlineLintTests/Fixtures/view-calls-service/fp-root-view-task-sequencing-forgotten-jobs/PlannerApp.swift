import Foundation
import SwiftUI

enum ReminderSyncService {
  static let changeDebounce = Duration.seconds(2)
  static func syncNow(context: String) async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/\(context)")!)
  }
  static func changes() -> AsyncStream<Void> { AsyncStream { _ in } }
}

enum CalendarSyncService {
  static let pollInterval = Duration.seconds(60)
  static func syncNow(context: String) async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/cal")!)
  }
  static func lastRun() async -> Date { Date() }
}

@main
struct PlannerApp: App {
  var body: some Scene {
    WindowGroup { PlannerRoot() }
  }
}

// The scene's root runs the app's sync jobs one after the other, then on every change and on a
// timer; it keeps nothing of theirs: the tasks wait for the jobs, the view does not.
struct PlannerRoot: View {
  @State private var lastSync = Date.distantPast

  var body: some View {
    Text("Planner")
      .task {
        await ReminderSyncService.syncNow(context: "main")
        await CalendarSyncService.syncNow(context: "main")
        for await _ in ReminderSyncService.changes() {
          try? await Task.sleep(for: ReminderSyncService.changeDebounce)
          await ReminderSyncService.syncNow(context: "main")
        }
      }
      .task {
        while !Task.isCancelled {
          try? await Task.sleep(for: CalendarSyncService.pollInterval)
          await CalendarSyncService.syncNow(context: "main")
        }
      }
      .refreshable {
        await CalendarSyncService.syncNow(context: "main")  // expect: view-calls-service
        lastSync = await CalendarSyncService.lastRun()  // expect: view-calls-service
      }
  }
}
