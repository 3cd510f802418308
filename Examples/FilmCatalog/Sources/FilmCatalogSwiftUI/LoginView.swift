#if canImport(SwiftUI)
  import FilmCatalogCore
  import Flowline
  import FlowlineSwiftUI
  import SwiftUI

  /// Seed 000's `LoginScreen`: renders the view state and sends intents; it doesn't know how
  /// logging in works or where the app goes next.
  struct LoginView: View {
    let store: Store<Login>
    /// The typed password: the view state only carries its mask.
    @State private var password = ""

    var body: some View {
      Form {
        TextField("Email", text: store.binding(\.email) { .emailChanged($0) })
          .textContentType(.username)
        SecureField("Password", text: $password)
          .textContentType(.password)
          .onSubmit { store.send(.submitTapped) }
        if let error = store.errorMessage {
          Text(error).foregroundStyle(.red)
        }
        HStack {
          Button("Log in") { store.send(.submitTapped) }
            .disabled(!store.isSubmitEnabled)
          if store.isLoading {
            ProgressView().controlSize(.small)
          }
        }
        Text("Demo account: demo@example.com / flowline")
          .font(.footnote)
          .foregroundStyle(.secondary)
      }
      .navigationTitle("Log in")
      .onChange(of: password) { store.send(.passwordChanged(Sensitive(password))) }
      .onChange(of: store.maskedPassword) {
        // The feature forgets the password after logging in or out: so does the field.
        if store.maskedPassword.isEmpty { password = "" }
      }
    }
  }
#endif
