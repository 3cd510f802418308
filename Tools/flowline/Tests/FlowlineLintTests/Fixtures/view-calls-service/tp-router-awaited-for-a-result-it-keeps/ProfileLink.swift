import SwiftUI

final class AccountCoordinator {
  func signInAndReturnName() async throws -> String {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/me")!)
    return String(decoding: data, as: UTF8.self)
  }
}

// Awaits the coordinator and keeps what it returns: work, not navigation.
struct ProfileLink: View {
  let coordinator: AccountCoordinator
  @State private var name = ""

  var body: some View {
    Button(name.isEmpty ? "Sign in" : name) {
      Task {
        let signedIn = try? await coordinator.signInAndReturnName()  // expect: view-calls-service
        name = signedIn ?? ""
      }
    }
  }
}
