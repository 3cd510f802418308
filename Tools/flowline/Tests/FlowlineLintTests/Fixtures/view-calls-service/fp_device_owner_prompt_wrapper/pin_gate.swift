import LocalAuthentication
import SwiftUI

final class Owner_auth {
  static let shared = Owner_auth()
  private var in_progress = false

  func authenticate(callback: @escaping (Bool) -> Void) {
    guard !in_progress else { return }
    in_progress = true
    LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { ok, _ in
      DispatchQueue.main.async {
        self.in_progress = false
        callback(ok)
      }
    }
  }
}

struct Pin_gate: View {
  @State private var unlocked = false
  var body: some View {
    Text(unlocked ? "Open" : "Locked")
      .onTapGesture { Owner_auth.shared.authenticate { unlocked = $0 } }
  }
}
