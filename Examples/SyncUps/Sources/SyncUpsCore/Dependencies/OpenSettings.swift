import Foundation

#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

/// Opens the system's settings where this app's speech recognition is granted (the live value of
/// ``OpenSettingsKey``): on iOS and iPadOS the app's page in Settings
/// (`UIApplication.openSettingsURLString`); on macOS the Speech Recognition pane of Privacy &
/// Security. Elsewhere (Linux) there are no such settings, and it does nothing.
package func openSystemSettings() async {
  #if canImport(UIKit)
    await openAppSettings()
  #elseif canImport(AppKit)
    await openSpeechRecognitionPrivacyPane()
  #endif
}

#if canImport(UIKit)
  /// Asks UIKit, on the main actor where `UIApplication` lives, to open the app's settings.
  @MainActor private func openAppSettings() async {
    guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
    _ = await UIApplication.shared.open(url)
  }
#elseif canImport(AppKit)
  /// Asks the workspace to open System Settings on Privacy & Security, Speech Recognition (on the
  /// main actor, like the rest of the app's AppKit calls, though the documentation allows any
  /// thread).
  @MainActor private func openSpeechRecognitionPrivacyPane() {
    let pane = "x-apple.systempreferences:com.apple.preference.security?Privacy_SpeechRecognition"
    guard let url = URL(string: pane) else { return }
    _ = NSWorkspace.shared.open(url)
  }
#endif
