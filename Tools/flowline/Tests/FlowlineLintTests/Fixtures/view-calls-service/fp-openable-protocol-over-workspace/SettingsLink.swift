import AppKit
import SwiftUI

protocol Openable {
  func open() async
}

extension URL: Openable {
  func open() { NSWorkspace.shared.open(self) }
}

struct SettingsPane: Openable {
  let url: URL
  func open() { url.open() }
}

struct HelperApp: Openable {
  let url: URL
  func open() async {
    let configuration = NSWorkspace.OpenConfiguration()
    _ = try? await NSWorkspace.shared.openApplication(at: url, configuration: configuration)
  }
}

// Every way to open something asks the workspace: the system, not a service.
struct SettingsLink: View {
  let target: (any Openable)?

  var body: some View {
    if let target {
      Button("Open") { Task { await target.open() } }
    }
  }
}

protocol Syncable {
  func sync() async
}

struct CloudFolder: Syncable {
  let url: URL
  func sync() async { _ = try? await URLSession.shared.data(from: url) }
}

struct SyncButton: View {
  let folder: any Syncable

  var body: some View {
    Button("Sync") { Task { await folder.sync() } }  // expect: view-calls-service
  }
}
