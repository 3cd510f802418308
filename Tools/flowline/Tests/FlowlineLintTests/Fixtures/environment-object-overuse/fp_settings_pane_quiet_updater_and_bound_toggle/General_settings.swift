import Combine
import SwiftUI

// The same pane in another naming style: the toggle binds the manager's one published value,
// the quiet updater gets one command, and only the disk model is barely used.
final class Launch_at_login: ObservableObject {
  @Published var is_enabled = false
  fileprivate let service = Login_item_service()
}

final class Login_item_service {
  func register() {}
}

final class Updater_controller: ObservableObject {
  private var controller: String?
  init() { controller = "updater" }
  func check_for_updates() {}
}

final class Disk_mounter: ObservableObject {
  @Published var disks: [String] = []
  @Published var isBusy = false
  func refresh() {}
}

struct General_settings_pane: View {
  @EnvironmentObject var launch_manager: Launch_at_login
  @EnvironmentObject var disk_mounter: Disk_mounter
  @EnvironmentObject var updater: Updater_controller

  var body: some View {
    Form {
      Toggle("Launch at login", isOn: $launch_manager.is_enabled)
      Button("Check for updates") { updater.check_for_updates() }
      Button("Refresh disks") { disk_mounter.refresh() }
    }
  }
}
