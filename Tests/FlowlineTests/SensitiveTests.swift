import Flowline
import SampleFeatures
import Testing

@MainActor
@Suite struct SensitiveTests {
  let secret = "hunter2-secret"

  @Test func everyDescriptionIsRedacted() {
    let action = Login.DomainAction.setPassword(Sensitive(secret))
    var dumped = ""
    dump(action, to: &dumped)
    let texts = [
      String(describing: action), String(reflecting: action), "\(action)", dumped,
      String(describing: Credentials(email: "ann@example.com", password: Sensitive(secret))),
      String(describing: Session(token: Sensitive(secret))),
    ]
    for text in texts {
      #expect(!text.contains(secret), "\(text)")
      #expect(text.contains(Sensitive<String>.redacted), "\(text)")
    }
  }

  @Test func equalityHashingAndCodingUseTheRealValue() throws {
    #expect(Sensitive("a") != Sensitive("b"))
    #expect(Sensitive("a") == Sensitive("a"))
    #expect(Set([Sensitive("a"), Sensitive("a"), Sensitive("b")]).count == 2)
    #expect(Sensitive(secret).value == secret)
    let password: Sensitive<String> = ""
    #expect(password.isEmpty)
  }

  @Test func theLoggingInterceptorNeverPrintsASecret() {
    var lines: [String] = []
    let store = Store(
      initialState: .init(), feature: Login(useCase: NeverLogsIn()),
      interceptors: [.logging("Login", printer: { lines.append($0) })])
    store.send(.passwordChanged(Sensitive(secret)))
    store.send(.passwordChanged(Sensitive(secret + "!")))
    #expect(
      lines == [
        "[Login] action: .setPassword(‹redacted›)",
        "  password: ‹redacted› changed",
        "[Login] action: .setPassword(‹redacted›)",
        "  password: ‹redacted› changed",
      ])
  }

  @Test func aStateDiffSaysASecretChangedWithoutShowingIt() {
    var old = Login.DomainState()
    old.password = Sensitive(secret)
    var new = old
    #expect(StateDiffProbe.diff(old, new).isEmpty)
    new.password = Sensitive("other")
    new.email = "ann@example.com"
    #expect(
      StateDiffProbe.diff(old, new) == [
        "email: \"\" → \"ann@example.com\"", "password: ‹redacted› changed",
      ])
  }
}
