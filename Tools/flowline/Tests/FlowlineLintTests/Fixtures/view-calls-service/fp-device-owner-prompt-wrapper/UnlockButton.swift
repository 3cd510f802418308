import LocalAuthentication
import SwiftUI

enum OwnerAuthService {
  static func confirm(reason: String, completion: @escaping (Bool) -> Void) {
    let context = LAContext()
    guard context.canEvaluatePolicy(.deviceOwnerAuthentication, error: nil) else {
      completion(false)
      return
    }
    context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason) { success, _ in
      DispatchQueue.main.async { completion(success) }
    }
  }
}

// Asks for Face ID or the passcode before showing the key: a system prompt, like a
// permission request.
struct UnlockButton: View {
  @State private var revealed = false
  var body: some View {
    Button(revealed ? "Hide" : "Show key") {
      OwnerAuthService.confirm(reason: "Show the private key") { ok in revealed = ok }
    }
  }
}
