import Combine
import SwiftUI

// A settings pane: the launch-at-login toggle is bound to the one published value of its
// manager (the manager's private service is a dependency, not state), and the updater, which
// never announces a change, is sent one command. Only the disk model is barely used.
final class LaunchAtLoginManager: ObservableObject {
  @Published var isEnabled = false
  private let service = LoginItemService()
}

final class LoginItemService {
  func register() {}
}

final class UpdaterController: ObservableObject {
  private var controller: String?
  init() { controller = "updater" }
  func checkForUpdates() {}
}

final class DiskMounter: ObservableObject {
  @Published var disks: [String] = []
  @Published var isBusy = false
  func refresh() {}
}

struct GeneralSettingsView: View {
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
