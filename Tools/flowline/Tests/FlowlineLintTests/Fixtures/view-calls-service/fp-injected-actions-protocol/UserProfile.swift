import SwiftUI

// The view's user actions, implemented by the host that owns the client.
protocol UserProfileActions {
  func ignoreUser() async throws
}

struct UserProfile: View {
  let actions: (any UserProfileActions)?
  @State private var isIgnoring = false

  var body: some View {
    Button("Ignore") {
      Task {
        isIgnoring = true
        defer { isIgnoring = false }
        try? await actions?.ignoreUser()
      }
    }
    .disabled(isIgnoring)
  }
}
