import FilmCatalogCore
@_spi(Unobserved) import Flowline
import FlowlineTesting
import Testing

@MainActor
@Suite struct LoginTests {
  let sessions = InMemorySessionStore()

  func makeHarness(
    analytics: any AnalyticsTracking = DiscardingAnalytics()
  ) -> FeatureHarness<Login> {
    // Composed as the factory composes it: the use case, decorated with analytics.
    let useCase = LoginUseCase(authenticator: DemoAuthenticator(), sessionStore: sessions)
      .trackingOutcomes(with: analytics)
    return FeatureHarness(initialState: .init(), feature: Login(useCase: useCase))
  }

  func fill(_ harness: FeatureHarness<Login>, email: String, password: String) async {
    await harness.send(.emailChanged(email)) { $0.email = email }
    await harness.send(.passwordChanged(Sensitive(password))) { $0.password = Sensitive(password) }
  }

  @Test func aSuccessfulLoginSavesTheSessionAndCompletesTheScreen() async throws {
    let harness = makeHarness()
    await fill(harness, email: demo.email, password: demo.password.value)
    #expect(harness.viewState.isSubmitEnabled)
    #expect(harness.viewState.maskedPassword == "••••••••")

    await harness.send(.submitTapped)
    await harness.receive(.login(.started)) { $0.isLoading = true }
    #expect(!harness.viewState.isSubmitEnabled)
    #expect(harness.viewState.isLoading)
    let session = Session(email: demo.email, token: "preview")
    await harness.receive(.login(.succeeded(session))) {
      $0.isLoading = false
      $0.password = ""
    }
    await harness.receiveScreenEvent(.loginCompleted(session))
    await harness.finish()
    #expect(await sessions.session == session)
  }

  @Test func wrongCredentialsShowExactlyCouldNotLogIn() async {
    let harness = makeHarness()
    await fill(harness, email: demo.email, password: "wrong")
    await harness.send(.submitTapped)
    await harness.receive(.login(.started)) { $0.isLoading = true }
    await harness.receive(.login(.failed(.invalidCredentials))) {
      $0.isLoading = false
      $0.errorMessage = "Could not log in."
    }
    #expect(harness.viewState.errorMessage == "Could not log in.")
    await harness.finish()
    #expect(await sessions.session == nil)
  }

  @Test func anUnavailableAccountStoreAlsoSaysCouldNotLogIn() async {
    let useCase = LoginUseCase(authenticator: UnconfiguredService(), sessionStore: sessions)
    let harness = FeatureHarness(initialState: .init(), feature: Login(useCase: useCase))
    await fill(harness, email: "a@b.c", password: "x")
    await harness.send(.submitTapped)
    await harness.receive(.login(.started)) { $0.isLoading = true }
    await harness.receive(
      where: { if case .login(.failed(.unavailable)) = $0 { true } else { false } },
      assert: {
        $0.isLoading = false
        $0.errorMessage = "Could not log in."
      })
    await harness.finish()
  }

  @Test func aNewAttemptClearsThePreviousError() async {
    let harness = makeHarness()
    await fill(harness, email: demo.email, password: "wrong")
    await harness.send(.submitTapped)
    await harness.receive(.login(.started)) { $0.isLoading = true }
    await harness.receive(.login(.failed(.invalidCredentials))) {
      $0.isLoading = false
      $0.errorMessage = "Could not log in."
    }
    await harness.send(.passwordChanged(demo.password)) { $0.password = demo.password }
    await harness.send(.submitTapped)
    await harness.receive(.login(.started)) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await harness.receive(.login(.succeeded(Session(email: demo.email, token: "preview")))) {
      $0.isLoading = false
      $0.password = ""
    }
    await harness.receiveScreenEvent(.loginCompleted(Session(email: demo.email, token: "preview")))
    await harness.finish()
  }

  @Test func submittingAnIncompleteFormDoesNothing() async {
    let harness = makeHarness()
    #expect(!harness.viewState.isSubmitEnabled)
    await harness.send(.submitTapped)
    await harness.send(.emailChanged("a@b.c")) { $0.email = "a@b.c" }
    await harness.send(.submitTapped)
    await harness.finish()
  }

  @Test func analyticsDecorateTheOutputWithoutTouchingTheFeature() async {
    let analytics = RecordingAnalytics()
    let harness = makeHarness(analytics: analytics)
    harness.exhaustivity = .off
    await harness.send(.emailChanged(demo.email))
    await harness.send(.passwordChanged("wrong"))
    await harness.send(.submitTapped)
    await harness.receive(.login(.failed(.invalidCredentials)))
    await harness.send(.passwordChanged(demo.password))
    await harness.send(.submitTapped)
    await harness.receiveScreenEvent(where: { _ in true })
    await harness.finish()
    #expect(analytics.events == ["login_failed", "login_succeeded"])
  }

  @Test func loggingOutForgetsThePasswordButKeepsTheEmail() async {
    var state = Login.DomainState(email: demo.email)
    state.password = "secret"
    state.errorMessage = "Could not log in."
    let harness = FeatureHarness(
      initialState: state,
      feature: Login(
        useCase: LoginUseCase(authenticator: DemoAuthenticator(), sessionStore: sessions)))
    await harness.store.dispatch(.loggedOut).finish()
    #expect(harness.store.domainState.password.isEmpty)
    #expect(harness.store.domainState.email == demo.email)
    #expect(harness.store.domainState.errorMessage == nil)
    harness.skipReceivedActions()
    await harness.finish()
  }
}
