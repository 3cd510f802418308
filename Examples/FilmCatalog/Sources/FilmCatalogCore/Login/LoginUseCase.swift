package import Flowline

/// Seed 000's `LoginUseCase`: it owns the operation (check the credentials, keep the session)
/// and reports each meaningful outcome, without knowing who listens.
package struct LoginUseCase: UseCase {
  /// One outcome of logging in.
  package enum Output: Equatable, Sendable {
    case started
    case succeeded(Session)
    case failed(LoginError)
  }

  package let authenticator: any Authenticating
  package let sessionStore: any SessionStoring

  package init(authenticator: any Authenticating, sessionStore: any SessionStoring) {
    self.authenticator = authenticator
    self.sessionStore = sessionStore
  }

  package func execute(_ credentials: Credentials, output: UseCaseOutput<Output>) async {
    await output(.started)
    do {
      let session = try await authenticator.logIn(credentials)
      try await sessionStore.save(session)
      await output(.succeeded(session))
    } catch let error as LoginError {
      await output(.failed(error))
    } catch {
      await output(.failed(.unavailable(String(describing: error))))
    }
  }
}

extension UseCase where Input == Credentials, Output == LoginUseCase.Output {
  /// Seed 000's `AnalyticsLoginOutputDecorator`: counts successes and failures by decorating the
  /// output, so that neither the use case nor the login feature knows about analytics. The
  /// factory composes it.
  package func trackingOutcomes(
    with analytics: any AnalyticsTracking
  ) -> some UseCase<Credentials, LoginUseCase.Output> {
    observingOutput { output in
      switch output {
      case .started: break
      case .succeeded: await analytics.track("login_succeeded")
      case .failed: await analytics.track("login_failed")
      }
    }
  }
}
