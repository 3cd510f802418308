import LocalAuthentication
import SwiftUI

final class Owner_check {
  static func ask_owner(_ reason: String) async -> Bool {
    let context = LAContext()
    return await withCheckedContinuation { continuation in
      context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason) { ok, _ in
        continuation.resume(returning: ok)
      }
    }
  }
}

struct Unlock_gate: View {
  @State private var unlocked = false

  var body: some View {
    Button("Unlock") {
      Task { unlocked = await Owner_check.ask_owner("Open the vault") }
    }
  }
}
