import SwiftUI

struct SecretRow: View {
  let secret: String
  @Environment(DeviceUnlockService.self) private var unlockService
  @Environment(SyncedUnlockService.self) private var syncedUnlockService
  @State private var revealed = false

  var body: some View {
    Text(revealed ? secret : "••••••")
      .onTapGesture {
        Task { revealed = (try? await unlockService.unlock(reason: "Show the secret")) ?? false }
      }
      .onLongPressGesture { Task { await syncedReveal() } }
  }

  private func syncedReveal() async {
    let shown = try? await syncedUnlockService.unlock(reason: "Show")  // expect: view-calls-service
    revealed = shown == true
  }
}
