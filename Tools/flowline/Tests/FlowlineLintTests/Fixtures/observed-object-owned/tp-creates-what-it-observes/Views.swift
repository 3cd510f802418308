import Observation
import SwiftUI

final class LoginViewModel: ObservableObject {
  @Published var username = ""
}

@Observable
final class ProfileModel {
  var name = ""
}

// Seed 002: the login form that clears itself when the parent re-renders.
struct LoginView: View {
  @ObservedObject var viewModel = LoginViewModel()  // expect: observed-object-owned
  var body: some View { TextField("User", text: $viewModel.username) }
}

struct RegistrationView: View {
  @ObservedObject private var viewModel: LoginViewModel = .init()  // expect: observed-object-owned
  var body: some View { Text(viewModel.username) }
}

struct ProfileView: View {
  let model = ProfileModel()  // expect: observed-object-owned
  var body: some View {
    Text(model.name)
    Button("Rename") { model.name = "Ada" }
  }
}

struct SignupView: View {
  @ObservedObject var viewModel: LoginViewModel

  init() {
    self.viewModel = LoginViewModel()  // expect: observed-object-owned
  }

  var body: some View { Text(viewModel.username) }
}
