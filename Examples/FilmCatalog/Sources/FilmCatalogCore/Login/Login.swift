package import Flowline

/// The login screen (seed 000): it maps the use case's outputs to state and reports completion
/// as a screen event. It knows nothing of accounts, sessions, analytics or navigation.
package struct Login: Feature, Sendable {
  package enum ViewEvent: Equatable, Sendable, Codable {
    case emailChanged(String)
    /// Sensitive: logs, diffs and status lines show it redacted.
    case passwordChanged(Sensitive<String>)
    case submitTapped
  }

  package enum DomainAction: Equatable, Sendable {
    case setEmail(String)
    case setPassword(Sensitive<String>)
    case submit
    case login(LoginUseCase.Output)
    /// The parent logged the user out: forget the password.
    case loggedOut
  }

  package struct DomainState: Equatable, Sendable {
    package var email = ""
    package var password: Sensitive<String> = ""
    package var isLoading = false
    package var errorMessage: String?

    package init(email: String = "") {
      self.email = email
    }
  }

  package struct ViewState: Equatable, Sendable {
    package var email: String
    /// One bullet per character: the password itself never reaches the view.
    package var maskedPassword: String
    package var isSubmitEnabled: Bool
    package var isLoading: Bool
    package var errorMessage: String?
  }

  package enum ScreenEvent: Equatable, Sendable {
    case loginCompleted(Session)
  }

  /// The message every failure shows: it does not tell which half was wrong.
  package static let failureMessage = "Could not log in."

  package let useCase: any UseCase<Credentials, LoginUseCase.Output>

  package init(useCase: any UseCase<Credentials, LoginUseCase.Output>) {
    self.useCase = useCase
  }

  package func map(event: ViewEvent) -> DomainAction? {
    switch event {
    case .emailChanged(let email): .setEmail(email)
    case .passwordChanged(let password): .setPassword(password)
    case .submitTapped: .submit
    }
  }

  package func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .setEmail(let email):
      state.email = email
      return .none
    case .setPassword(let password):
      state.password = password
      return .none
    case .submit:
      guard !state.isLoading, !state.email.isEmpty, !state.password.isEmpty else { return .none }
      let credentials = Credentials(email: state.email.trimmingSpaces(), password: state.password)
      return .run(useCase, credentials) { .login($0) }
    case .login(.started):
      state.isLoading = true
      state.errorMessage = nil
      return .none
    case .login(.succeeded(let session)):
      state.isLoading = false
      state.password = ""
      return .emit(.loginCompleted(session))
    case .login(.failed):
      state.isLoading = false
      state.errorMessage = Self.failureMessage
      return .none
    case .loggedOut:
      state.password = ""
      state.isLoading = false
      state.errorMessage = nil
      return .none
    }
  }

  package func reduce(_ state: DomainState) -> ViewState {
    ViewState(
      email: state.email,
      maskedPassword: String(repeating: "•", count: state.password.value.count),
      isSubmitEnabled: !state.isLoading && !state.email.isEmpty && !state.password.isEmpty,
      isLoading: state.isLoading,
      errorMessage: state.errorMessage
    )
  }
}
