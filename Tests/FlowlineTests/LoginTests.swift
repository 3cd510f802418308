import Flowline
import FlowlineTesting
import SampleFeatures
import Testing

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct LoginTests {
  func makeStore(
    validPassword: String = "secret",
    analytics: Recorder<String>? = nil,
    onScreenEvent: ((Login.ScreenEvent) -> Void)? = nil
  ) -> (Store<Login>, RecordingSessionStore) {
    let sessions = RecordingSessionStore()
    let useCase = LoginUseCase(
      authenticator: StubAuthenticator(validPassword: validPassword), sessionStore: sessions)
    // Seed 000: analytics decorates the use case's output, in the factory.
    let tracked = useCase.observingOutput { output in
      switch output {
      case .succeeded: analytics?.record("login_succeeded")
      case .failed: analytics?.record("login_failed")
      case .started: break
      }
    }
    let store = Store(
      initialState: .init(), feature: Login(useCase: tracked), onScreenEvent: onScreenEvent)
    return (store, sessions)
  }

  @Test func successfulLoginSavesTheSessionAndCompletesTheScreenOnce() async {
    let analytics = Recorder<String>()
    var events: [Login.ScreenEvent] = []
    let (store, sessions) = makeStore(analytics: analytics) { events.append($0) }

    store.send(.emailChanged("ann@example.com"))
    store.send(.passwordChanged("secret"))
    #expect(store.isSubmitEnabled)
    await store.send(.submitTapped).finish()

    #expect(events == [.loginCompleted])
    #expect(!store.isLoading)
    #expect(store.errorMessage == nil)
    #expect(await sessions.saved == [Session(token: "token-ann@example.com")])
    #expect(analytics.values == ["login_succeeded"])
  }

  @Test func wrongCredentialsShowCouldNotLogIn() async {
    let analytics = Recorder<String>()
    var events: [Login.ScreenEvent] = []
    let (store, sessions) = makeStore(analytics: analytics) { events.append($0) }

    store.send(.emailChanged("ann@example.com"))
    store.send(.passwordChanged("wrong"))
    await store.send(.submitTapped).finish()

    #expect(store.errorMessage == "Could not log in.")
    #expect(events.isEmpty)
    #expect(await sessions.saved.isEmpty)
    #expect(analytics.values == ["login_failed"])
  }

  @Test func theUseCaseReportsItsOutputsInOrder() async {
    let outputs = Recorder<LoginUseCase.Output>()
    let useCase = LoginUseCase(
      authenticator: StubAuthenticator(validPassword: "p"), sessionStore: RecordingSessionStore())
    await useCase.execute(
      Credentials(email: "a", password: "p"), output: UseCaseOutput { outputs.record($0) })
    #expect(outputs.values == [.started, .succeeded])
  }

  @Test func theInteractorMapsOutputsToStateWithoutAUseCaseRunning() {
    let login = Login(
      useCase: LoginUseCase(
        authenticator: StubAuthenticator(validPassword: "p"),
        sessionStore: RecordingSessionStore()))
    var state = Login.DomainState()
    _ = login.interact(&state, with: .login(.started))
    #expect(state.isLoading)
    _ = login.interact(&state, with: .login(.failed(.invalidCredentials)))
    #expect(!state.isLoading)
    #expect(state.errorMessage == "Could not log in.")
  }
}
