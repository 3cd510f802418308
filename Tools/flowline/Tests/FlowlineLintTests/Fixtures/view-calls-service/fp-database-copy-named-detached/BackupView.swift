import SwiftUI

final class StoredSettings {
  var lastBackup: Date?
  // A database object's unmanaged copy: nothing starts.
  func detached() -> StoredSettings { self }
}

final class SettingsService {
  static let shared = SettingsService()
  private var current = StoredSettings()

  func settings() -> StoredSettings { current.detached() }

  func save(_ date: Date) -> StoredSettings {
    current.lastBackup = date
    return current.detached()
  }

  // `Task.detached` is work the service starts.
  func upload() {
    Task.detached { print("uploading") }
  }
}

struct BackupView: View {
  @State private var lastBackup: Date?

  var body: some View {
    Text(lastBackup?.description ?? "Never")
      .onAppear { lastBackup = SettingsService.shared.settings().lastBackup }
      .onTapGesture { lastBackup = SettingsService.shared.save(Date()).lastBackup }
  }
}

struct UploadView: View {
  var body: some View {
    Button("Upload") { SettingsService.shared.upload() }  // expect: view-calls-service
  }
}
