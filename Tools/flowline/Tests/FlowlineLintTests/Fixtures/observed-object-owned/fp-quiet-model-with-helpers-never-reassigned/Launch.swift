import SwiftUI

// A launch screen's model that never announces a change: its `private var` helpers are set when
// it is made and never replaced, and its one method changes none of them. Re-making it loses
// nothing.
final class AuthHelper {
  func signIn() async throws -> String { "user" }
}

final class LaunchViewModel: ObservableObject {
  private var authHelper = AuthHelper()
  private var attempts = 3

  func createUser(name: String) async throws -> String {
    try await authHelper.signIn() + name
  }
}

struct LaunchScreen: View {
  @ObservedObject var viewModel = LaunchViewModel()
  @State private var user = ""

  var body: some View {
    Button("Start") {
      Task { user = (try? await viewModel.createUser(name: "A")) ?? "" }
    }
  }
}
