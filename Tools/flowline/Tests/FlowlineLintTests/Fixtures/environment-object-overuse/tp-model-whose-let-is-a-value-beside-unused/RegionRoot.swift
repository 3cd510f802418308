import Combine
import SwiftUI

/// Besides its status it offers the list of regions views may show: a value, part of what it
/// holds for views.
final class RegionMonitor: ObservableObject {
  let regions: [String] = ["North", "South"]
  @Published var status = 0
}

final class AccountStore: ObservableObject {
  @Published var name = ""
  @Published var avatar: URL?
}

final class AlertsModel: ObservableObject {
  @Published var alerts: [String] = []
  @Published var muted = false
}

struct RegionRoot: View {  // expect: environment-object-overuse
  @EnvironmentObject private var monitor: RegionMonitor
  @EnvironmentObject private var account: AccountStore
  @EnvironmentObject private var alerts: AlertsModel

  var body: some View {
    List(alerts.alerts, id: \.self) { Text($0) }
      .opacity(alerts.muted ? 0.5 : 1)
      .badge(monitor.status)
  }
}
