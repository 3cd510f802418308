import Combine
import SwiftUI

// The same pane, but the manager also publishes an error the pane never shows, and the updater
// publishes whether it can check: two models barely used besides the disks.
final class LaunchAtLoginManager: ObservableObject {
  @Published var isEnabled = false
  @Published var lastError: String?
  private let service = LoginItemService()
}

final class LoginItemService {
  func register() {}
}

final class UpdaterController: ObservableObject {
  @Published var canCheck = true
  private var controller: String?
  init() { controller = "updater" }
  func checkForUpdates() {}
}

final class DiskMounter: ObservableObject {
  @Published var disks: [String] = []
  @Published var isBusy = false
  func refresh() {}
}

struct GeneralSettingsView: View {  // expect: environment-object-overuse
  @EnvironmentObject var launchManager: LaunchAtLoginManager
  @EnvironmentObject var diskMounter: DiskMounter
  @EnvironmentObject var updater: UpdaterController

  var body: some View {
    Form {
      Toggle("Launch at login", isOn: $launchManager.isEnabled)
      Button("Check for updates") { updater.checkForUpdates() }
      Button("Refresh disks") { diskMounter.refresh() }
    }
  }
}
