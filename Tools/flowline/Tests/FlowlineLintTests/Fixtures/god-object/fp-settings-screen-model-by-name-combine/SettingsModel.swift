import Combine
import SwiftUI

enum ThemeChoice { case system, light, dark }

/// The settings screen's model: reminders, display and privacy options, and the screen's own
/// sheet. Each section reads its own options, but all of it is the user's configuration.
final class SettingsViewModel: ObservableObject {
  @Published var remindersOn = false
  @Published var reminderTime = Date()
  @Published var remindAll = false
  @Published var theme = ThemeChoice.system
  @Published var showTotals = true
  @Published var compactRows = false
  @Published var requireFaceID = false
  @Published var lockDelay = 0
  @Published var exportRunning = false
  @Published var exportCount = 0
}

struct RemindersSection: View {
  @EnvironmentObject var settings: SettingsViewModel
  var body: some View {
    Toggle("Remind", isOn: $settings.remindersOn).help(settings.reminderTime.description)
      .disabled(settings.remindAll)
  }
}

struct DisplaySection: View {
  @EnvironmentObject var settings: SettingsViewModel
  var body: some View {
    Text("\(settings.theme)").bold(settings.showTotals).italic(settings.compactRows)
  }
}

struct PrivacySection: View {
  @EnvironmentObject var settings: SettingsViewModel
  var body: some View {
    Toggle("Face ID", isOn: $settings.requireFaceID).help("\(settings.lockDelay)")
  }
}

struct ExportSection: View {
  @EnvironmentObject var settings: SettingsViewModel
  var body: some View {
    ProgressView().opacity(settings.exportRunning ? 1 : 0).help("\(settings.exportCount)")
  }
}

@main
struct LedgerApp: App {
  @StateObject private var settings = SettingsViewModel()
  var body: some Scene { WindowGroup { RemindersSection().environmentObject(settings) } }
}
