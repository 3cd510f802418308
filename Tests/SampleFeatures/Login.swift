public import Flowline

/// What logging in needs.
public struct Credentials: Equatable, Sendable {
  public var email: String
  public var password: Sensitive<String>

  public init(email: String, password: Sensitive<String>) {
    self.email = email
    self.password = password
  }
}

/// Why logging in failed.
public enum LoginError: Error, Equatable, Sendable {
  case invalidCredentials
}

/// A session created by logging in.
public struct Session: Equatable, Sendable {
  public var token: Sensitive<String>

  public init(token: Sensitive<String>) {
    self.token = token
  }
}

public protocol Authenticating: Sendable {
  func login(email: String, password: Sensitive<String>) async throws -> Session
}

public protocol SessionStoring: Sendable {
  func save(_ session: Session) async
}

/// Seed 000's `LoginUseCase`: it owns the operation and reports meaningful outcomes.
public struct LoginUseCase: UseCase {
  public enum Output: Equatable, Sendable {
    case started
    case succeeded
    case failed(LoginError)
  }

  public let authenticator: any Authenticating
  public let sessionStore: any SessionStoring

  public init(authenticator: any Authenticating, sessionStore: any SessionStoring) {
    self.authenticator = authenticator
    self.sessionStore = sessionStore
  }

  public func execute(_ credentials: Credentials, output: UseCaseOutput<Output>) async {
    await output(.started)
    do {
      let session = try await authenticator.login(
        email: credentials.email, password: credentials.password)
      await sessionStore.save(session)
      await output(.succeeded)
    } catch {
      await output(.failed(.invalidCredentials))
    }
  }
}

/// Seed 000's login screen: the feature maps use-case outputs to state, and reports completion
/// as a screen event. It knows nothing of authentication, sessions, analytics or navigation.
public struct Login: Feature {
  public enum ViewEvent: Equatable, Sendable {
    case emailChanged(String)
    case passwordChanged(Sensitive<String>)
    case submitTapped
  }

  public enum DomainAction: Equatable, Sendable {
    case setEmail(String)
    case setPassword(Sensitive<String>)
    case submit
    case login(LoginUseCase.Output)
  }

  public struct DomainState: Equatable, Sendable {
    public var email = ""
    public var password: Sensitive<String> = ""
    public var isLoading = false
    public var errorMessage: String?

    public init() {}
  }

  public struct ViewState: Equatable, Sendable {
    public var email: String
    public var password: Sensitive<String>
    public var isSubmitEnabled: Bool
    public var isLoading: Bool
    public var errorMessage: String?
  }

  public enum ScreenEvent: Equatable, Sendable {
    case loginCompleted
  }

  public let useCase: any UseCase<Credentials, LoginUseCase.Output>

  public init(useCase: any UseCase<Credentials, LoginUseCase.Output>) {
    self.useCase = useCase
  }

  public func map(event: ViewEvent) -> DomainAction? {
    switch event {
    case .emailChanged(let email): .setEmail(email)
    case .passwordChanged(let password): .setPassword(password)
    case .submitTapped: .submit
    }
  }

  public func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .setEmail(let email):
      state.email = email
      return .none
    case .setPassword(let password):
      state.password = password
      return .none
    case .submit:
      guard !state.isLoading else { return .none }
      return .run(useCase, Credentials(email: state.email, password: state.password)) {
        .login($0)
      }
    case .login(.started):
      state.isLoading = true
      state.errorMessage = nil
      return .none
    case .login(.succeeded):
      state.isLoading = false
      return .emit(.loginCompleted)
    case .login(.failed):
      state.isLoading = false
      state.errorMessage = "Could not log in."
      return .none
    }
  }

  public func reduce(_ state: DomainState) -> ViewState {
    ViewState(
      email: state.email,
      password: state.password,
      isSubmitEnabled: !state.isLoading && !state.email.isEmpty && !state.password.isEmpty,
      isLoading: state.isLoading,
      errorMessage: state.errorMessage
    )
  }
}
