import SwiftUI

struct ReportButton: View {
  var body: some View {
    Button("Report") {
      Task {
        try? await ReportWindowController.shared.refreshAndShow()  // expect: view-calls-service
      }
    }
  }
}

struct SyncMenuItem: View {
  var body: some View {
    Button("Sync") {
      Task { await WindowSyncer.shared.showAndSync() }  // expect: view-calls-service
    }
  }
}

struct RemoteHUDButton: View {
  let remote: URL
  var body: some View {
    Button("Remote") {
      Task {
        let hud = RemoteInspectorPanel.instance
        try? await hud.reveal(remote: remote)  // expect: view-calls-service
      }
    }
  }
}

struct PickWindowButton: View {
  var body: some View {
    Button("Pick") {
      PointerTracker.shared.beginPicking(mode: 2)  // expect: view-calls-service
    }
  }
}
