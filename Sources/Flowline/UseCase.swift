/// An application operation that reports its outcomes, one by one, through an output.
///
/// A use case owns an operation (log in, sync the cart) and says what happened — it started,
/// it succeeded, it failed — without knowing who listens. In Flowline its outputs become domain
/// actions, through ``FeatureEffect/run(priority:_:_:then:)``:
///
/// ```swift
/// struct LoginUseCase: UseCase {
///   enum Output: Sendable { case started, succeeded, failed(LoginError) }
///   let authenticator: any Authenticating
///
///   func execute(_ credentials: Credentials, output: UseCaseOutput<Output>) async {
///     await output(.started)
///     do {
///       try await authenticator.login(credentials)
///       await output(.succeeded)
///     } catch {
///       await output(.failed(.invalidCredentials))
///     }
///   }
/// }
///
/// // In the interactor:
/// case .submitTapped:
///   return .run(login, state.credentials) { .login($0) }
/// ```
///
/// Cross-cutting policy such as analytics decorates the output with ``observingOutput(_:)``,
/// in the factory, so that neither the use case nor the interactor knows about it.
public protocol UseCase<Input, Output>: Sendable {
  /// What the operation needs to start.
  associatedtype Input: Sendable
  /// One meaningful outcome of the operation.
  associatedtype Output: Sendable

  /// Runs the operation, reporting each outcome to `output` in order.
  ///
  /// - Parameters:
  ///   - input: What the operation needs.
  ///   - output: Receives each outcome.
  func execute(_ input: Input, output: UseCaseOutput<Output>) async
}

/// Where a ``UseCase`` reports its outcomes.
public struct UseCaseOutput<Output: Sendable>: Sendable {
  private let report: @Sendable (Output) async -> Void

  /// Creates an output that hands each outcome to `report`.
  ///
  /// - Parameter report: Receives each outcome.
  public init(_ report: @escaping @Sendable (Output) async -> Void) {
    self.report = report
  }

  /// Reports an outcome.
  ///
  /// - Parameter output: The outcome.
  public func callAsFunction(_ output: Output) async {
    await report(output)
  }
}

/// A use case whose outputs are observed on their way out (seed 000's output decorator).
struct OutputObservingUseCase<Base: UseCase>: UseCase {
  let base: Base
  let observe: @Sendable (Base.Output) async -> Void

  func execute(_ input: Base.Input, output: UseCaseOutput<Base.Output>) async {
    await base.execute(
      input,
      output: UseCaseOutput { value in
        await observe(value)
        await output(value)
      })
  }
}

extension UseCase {
  /// Decorates this use case so that `observe` sees each output before it is passed on.
  ///
  /// This is where analytics belongs when tracking is part of the operation's policy:
  ///
  /// ```swift
  /// let tracked = loginUseCase.observingOutput { output in
  ///   switch output {
  ///   case .succeeded: analytics.track("login_succeeded")
  ///   case .failed: analytics.track("login_failed")
  ///   case .started: break
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter observe: Called with each output, in order.
  /// - Returns: The decorated use case.
  public func observingOutput(
    _ observe: @escaping @Sendable (Output) async -> Void
  ) -> some UseCase<Input, Output> {
    OutputObservingUseCase(base: self, observe: observe)
  }
}
