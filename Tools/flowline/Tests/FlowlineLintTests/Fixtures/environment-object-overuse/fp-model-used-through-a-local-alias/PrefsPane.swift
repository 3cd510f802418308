import Observation
import SwiftUI

@Observable final class Updater {
  var autoCheck = true
  var autoDownload = false
  var isChecking = false
  func check() {}
}

// Its whole interface is one computed property over a system setting.
final class LoginItem: ObservableObject {
  var isOn: Bool {
    get { UserDefaults.standard.bool(forKey: "login") }
    set {
      UserDefaults.standard.set(newValue, forKey: "login")
      objectWillChange.send()
    }
  }
}

final class LinkInstaller: ObservableObject {
  @Published var installed = false
  func install() {}
  func remove() {}
}

// The updater is rebound as a bindable local and used for five things through it.
struct PrefsPane: View {
  @Environment(Updater.self) private var updater
  @EnvironmentObject private var loginItem: LoginItem
  @EnvironmentObject private var installer: LinkInstaller

  var body: some View {
    @Bindable var updater = updater

    Form {
      Toggle("Open at login", isOn: $loginItem.isOn)
      Toggle("Check automatically", isOn: $updater.autoCheck)
      Toggle("Download automatically", isOn: $updater.autoDownload)
        .disabled(!updater.autoCheck)
      if updater.isChecking { ProgressView() }
      Button("Check now") { updater.check() }
      Button(installer.installed ? "Remove" : "Install") {
        installer.installed ? installer.remove() : installer.install()
      }
    }
  }
}
