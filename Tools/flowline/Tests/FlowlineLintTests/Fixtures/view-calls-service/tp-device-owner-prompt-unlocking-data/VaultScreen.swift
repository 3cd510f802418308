import LocalAuthentication
import SwiftUI

final class VaultSession {
  static let shared = VaultSession()

  // Prompts, then reads the secrets from the store: the unlock is the app's data work.
  func unlock(completion: @escaping ([String]) -> Void) {
    LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Open") { ok, _ in
      guard ok else { return }
      let secrets = UserDefaults.standard.stringArray(forKey: "secrets") ?? []
      DispatchQueue.main.async { completion(secrets) }
    }
  }
}

struct VaultScreen: View {
  @State private var secrets: [String] = []
  var body: some View {
    List(secrets, id: \.self) { Text($0) }
      .onAppear {
        VaultSession.shared.unlock { secrets = $0 }  // expect: view-calls-service
      }
  }
}
