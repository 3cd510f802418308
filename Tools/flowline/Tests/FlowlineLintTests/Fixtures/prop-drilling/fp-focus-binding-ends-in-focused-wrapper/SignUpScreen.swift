import SwiftUI

enum SignUpInput: Hashable {
  case email, password
}

// The screen owns the focus; its sections hand the focus binding to the boxed field.
struct SignUpScreen: View {
  @FocusState private var focusedInput: SignUpInput?
  @State private var email = ""

  var body: some View {
    Form {
      CredentialsSection(email: $email, focusedInput: $focusedInput)
    }
  }
}

struct CredentialsSection: View {
  @Binding var email: String
  @FocusState.Binding var focusedInput: SignUpInput?

  var body: some View {
    Section("Account") {
      BoxedInput(text: $email, focusedInput: $focusedInput)
    }
  }
}
