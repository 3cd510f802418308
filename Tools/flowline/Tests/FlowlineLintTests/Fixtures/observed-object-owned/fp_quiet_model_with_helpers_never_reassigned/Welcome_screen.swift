import SwiftUI

// The same quiet model in another naming style.
final class Sign_in_helper {
  func signIn() async throws -> String { "user" }
}

final class Welcome_model: ObservableObject {
  private var sign_in_helper = Sign_in_helper()
  private var attempts = 3

  func create_user(name: String) async throws -> String {
    try await sign_in_helper.signIn() + name
  }
}

struct Welcome_screen: View {
  @ObservedObject var viewModel = Welcome_model()
  @State private var user = ""

  var body: some View {
    Button("Start") {
      Task { user = (try? await viewModel.create_user(name: "A")) ?? "" }
    }
  }
}
