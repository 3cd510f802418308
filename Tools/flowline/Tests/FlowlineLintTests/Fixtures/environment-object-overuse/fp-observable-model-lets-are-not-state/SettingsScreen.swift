import Foundation
import Observation
import SwiftUI

@Observable final class ThemeSettings {
  private let defaults: UserDefaults
  let key = "theme"
  var mode = 0 {
    didSet { defaults.set(mode, forKey: key) }
  }

  init(defaults: UserDefaults = .standard) { self.defaults = defaults }
}

@Observable final class AccountState {
  var name = ""
  var email = ""
  var plan = ""
}

@Observable final class SyncState {
  var lastSync = Date.distantPast
  var pending = 0
  var failed = 0
}

// The theme's one observed property is its mode (its `let`s never change): reading it reads all
// of its state, so only the account is barely used.
struct SettingsScreen: View {
  @Environment(ThemeSettings.self) private var theme
  @Environment(AccountState.self) private var account
  @Environment(SyncState.self) private var sync

  var body: some View {
    Form {
      Text(theme.mode == 0 ? "Light" : "Dark")
      Text(account.name)
      Text("\(sync.pending) \(sync.failed) \(sync.lastSync)")
    }
  }
}

// Reading one of three observed properties of two models is barely using both.
struct StatusScreen: View {  // expect: environment-object-overuse
  @Environment(AccountState.self) private var account
  @Environment(SyncState.self) private var sync
  @Environment(ThemeSettings.self) private var theme

  var body: some View {
    Text(account.plan + "\(sync.pending)").tag(theme.mode)
  }
}
