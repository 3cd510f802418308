import SwiftUI

protocol Clock_Service {
  func uptime() async -> TimeInterval
  func sync_time() async throws
}

final class Device_Clock_Service: Clock_Service {
  func uptime() async -> TimeInterval { ProcessInfo.processInfo.systemUptime }

  func sync_time() async throws {
    _ = try await URLSession.shared.data(from: URL(string: "https://example.com/time")!)
  }
}

let clock_service: Device_Clock_Service = Device_Clock_Service()

struct Uptime_badge: View {
  @State private var seconds: TimeInterval = 0
  var body: some View {
    Text("\(seconds)").task { seconds = await clock_service.uptime() }
  }
}
