import SwiftUI

// The model announces nothing, but a method replaces its helper: a new model made on a parent's
// re-render loses the one the user set up.
final class SessionHelper {
  func signIn() async throws -> String { "user" }
}

final class OnboardingModel: ObservableObject {
  private var helper = SessionHelper()

  func reset() { helper = SessionHelper() }
  func createUser() async throws -> String { try await helper.signIn() }
}

struct OnboardingScreen: View {
  @ObservedObject var model = OnboardingModel()  // expect: observed-object-owned

  var body: some View {
    Button("Reset") { model.reset() }
  }
}
