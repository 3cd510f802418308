import Foundation
import SwiftUI

enum Registration {
  static let shared = RegistrationDraft()
}

final class RegistrationDraft {
  var password = ""
  var oldPassword = ""
}

struct PasswordRequest: Encodable {
  var password: String
}

// Its state is only written: an element assignment (`toggles[0] = …`), a label that shares a
// property's name (`PasswordRequest(password: …)`) and another object's member of that name
// (`Registration.shared.password`) read none of this instance's properties.
final class AccountClient: ObservableObject {
  @Published var toggles: [Bool] = [false, false]
  @Published var password = ""

  func loadProfile(completion: @escaping (Bool) -> Void) {
    let request = PasswordRequest(password: Registration.shared.password)
    toggles[0] = true
    toggles[1] = false
    completion((try? JSONEncoder().encode(request)) != nil)
  }
}

struct SignUpScreen: View {
  let client = AccountClient()
  @State private var isDone = false

  var body: some View {
    Button("Continue") {
      client.loadProfile { success in
        isDone = success
      }
    }
  }
}
