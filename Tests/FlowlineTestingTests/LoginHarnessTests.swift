import Flowline
import FlowlineTesting
import SampleFeatures
import Testing

@MainActor
@Suite struct LoginHarnessTests {
  func makeHarness(validPassword: String = "secret") -> FeatureHarness<Login> {
    FeatureHarness(
      initialState: .init(),
      feature: Login(
        useCase: LoginUseCase(
          authenticator: StubAuthenticator(validPassword: validPassword),
          sessionStore: RecordingSessionStore())))
  }

  @Test func aSuccessfulLoginCompletesTheScreen() async {
    let harness = makeHarness()
    await harness.send(.emailChanged("ann@example.com")) { $0.email = "ann@example.com" }
    await harness.send(.passwordChanged("secret")) { $0.password = "secret" }
    #expect(harness.viewState.isSubmitEnabled)

    await harness.send(.submitTapped)
    await harness.receive(.login(.started)) {
      $0.isLoading = true
    }
    #expect(!harness.viewState.isSubmitEnabled)
    await harness.receive(.login(.succeeded)) {
      $0.isLoading = false
    }
    await harness.receiveScreenEvent(.loginCompleted)
    await harness.finish()
  }

  @Test func wrongCredentialsSayCouldNotLogIn() async {
    let harness = makeHarness()
    await harness.send(.emailChanged("ann@example.com")) { $0.email = "ann@example.com" }
    await harness.send(.passwordChanged("nope")) { $0.password = "nope" }
    await harness.send(.submitTapped)
    await harness.receive(.login(.started)) { $0.isLoading = true }
    await harness.receive(.login(.failed(.invalidCredentials))) {
      $0.isLoading = false
      $0.errorMessage = "Could not log in."
    }
    #expect(harness.viewState.errorMessage == "Could not log in.")
    await harness.finish()
  }

  @Test func analyticsDecoratesTheOutputWithoutTouchingTheFeature() async {
    let tracked = Recorder<String>()
    let useCase = LoginUseCase(
      authenticator: StubAuthenticator(validPassword: "p"), sessionStore: RecordingSessionStore()
    )
    .observingOutput { output in
      if case .succeeded = output { tracked.record("login_succeeded") }
    }
    let harness = FeatureHarness(
      initialState: .init(), exhaustivity: .off, feature: Login(useCase: useCase))
    await harness.send(.passwordChanged("p"))
    await harness.send(.submitTapped)
    await harness.receive(.login(.succeeded))
    await harness.receiveScreenEvent(.loginCompleted)
    await harness.finish()
    #expect(tracked.values == ["login_succeeded"])
  }

  @Test func aFailureMessageNeverShowsThePassword() async {
    let harness = makeHarness()
    await withKnownIssue {
      await harness.send(.passwordChanged("hunter2-typed")) { $0.password = "hunter2-expected" }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined() + String(describing: issue)
      return text.contains("password: ‹redacted› changed") && !text.contains("hunter2")
    }
    await withKnownIssue {
      await harness.send(.emailChanged("ann@example.com"))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined() + String(describing: issue)
      return text.contains("ann@example.com") && !text.contains("hunter2")
    }
    await harness.finish()
  }
}
