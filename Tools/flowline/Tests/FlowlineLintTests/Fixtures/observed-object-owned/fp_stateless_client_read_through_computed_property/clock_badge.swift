import Foundation
import SwiftUI

final class Clock_service: ObservableObject {
  @Published var alarms: [Date] = []

  var supports_seconds: Bool { Locale.current.identifier.hasPrefix("en") }

  func add_alarm(_ date: Date) { alarms.append(date) }
}

final class Alarm_list: ObservableObject {
  @Published var alarms: [Date] = []

  var next_alarm: Date? { alarms.min() }

  func add(_ date: Date) { alarms.append(date) }
}

struct Clock_badge: View {
  private let clock = Clock_service()
  private let list = Alarm_list()  // expect: observed-object-owned

  var body: some View {
    VStack {
      Text(clock.supports_seconds ? "hh:mm:ss" : "hh:mm")
      Text(list.next_alarm?.description ?? "No alarm")
        .onTapGesture { list.add(Date()) }
    }
  }
}
