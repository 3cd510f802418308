import SwiftUI

final class Alert_settings: ObservableObject {
  @Published var is_enabled: Bool
  init(is_enabled: Bool) { self.is_enabled = is_enabled }
}

final class Pending_favorite: ObservableObject {
  @Published var alert_settings: Alert_settings

  init(alert_settings: Alert_settings) {
    self.alert_settings = alert_settings
  }

  convenience init() { self.init(alert_settings: Alert_settings(is_enabled: false)) }
}

struct Alert_toggle_row: View {
  @ObservedObject var settings: Alert_settings
  var body: some View { Toggle("On", isOn: $settings.is_enabled) }
}

final class Silent_formatter: ObservableObject {
  var prefix = "#"
  func use_prefix(_ text: String) { prefix = text }
  func format(_ value: Int) -> String { "\(prefix)\(value)" }
}

struct Save_favorite_page: View {
  @State private var pending = Pending_favorite()
  @State private var formatter = Silent_formatter()

  var body: some View {
    VStack {
      // The nested object is never replaced after init: handing it on shows its live state.
      Alert_toggle_row(settings: pending.alert_settings)
      Text(formatter.format(3))
      Button("Reset") { pending = Pending_favorite() }
    }
  }
}
