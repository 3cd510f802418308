import SwiftUI

struct AlertsSettings: View {
  @State private var enabled = false
  @State private var badger = IconBadger()
  let pending: Int

  var body: some View {
    Toggle("Alerts", isOn: $enabled)
      .task(id: enabled) {
        if enabled {
          enabled = await AlertsCoordinator.askPermission() ?? false
        }
      }
      .onChange(of: pending) { _, newValue in
        if newValue > 0 {
          badger.show(count: newValue)
        } else {
          badger.clear()
        }
      }
  }
}
