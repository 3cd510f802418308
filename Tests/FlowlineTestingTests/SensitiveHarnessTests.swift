import Flowline
import FlowlineTesting
import Testing

/// A sign-in whose token is a secret: it crosses an action and a screen event.
struct TokenSignIn: Feature {
  enum DomainAction: Equatable, Sendable {
    case submit(Sensitive<String>)
    case signedIn(Sensitive<String>)
  }
  struct DomainState: Equatable, Sendable { var token: Sensitive<String>? }
  enum ScreenEvent: Equatable, Sendable { case signedIn(Sensitive<String>) }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .submit(let password):
      return .run { send in await send(.signedIn(Sensitive("token-\(password.value)"))) }
    case .signedIn(let token):
      state.token = token
      return .emit(.signedIn(token))
    }
  }
}

/// Whether an issue shows no secret of these tests, and says why equal-looking values differ.
private func isRedactedAndExplained(_ issue: Issue) -> Bool {
  let text = String(describing: issue)
  return !text.contains("hunter2") && !text.contains("swordfish")
    && text.contains("never printed")
}

@MainActor
@Suite struct SensitiveHarnessTests {
  @Test func aWrongSecretActionFailsWithoutShowingEitherSecret() async {
    let harness = FeatureHarness(initialState: .init(), feature: TokenSignIn())
    await harness.send(.submit(Sensitive("hunter2")))
    await withKnownIssue {
      await harness.receive(.signedIn(Sensitive("token-swordfish")))
    } matching: { issue in
      isRedactedAndExplained(issue)
    }
    harness.skipScreenEvents()
    await harness.finish()
  }

  @Test func aWrongSecretScreenEventFailsWithoutShowingEitherSecret() async {
    let harness = FeatureHarness(initialState: .init(), feature: TokenSignIn())
    await harness.send(.submit(Sensitive("hunter2")))
    await harness.receive(.signedIn(Sensitive("token-hunter2"))) {
      $0.token = Sensitive("token-hunter2")
    }
    await withKnownIssue {
      await harness.receiveScreenEvent(.signedIn(Sensitive("token-swordfish")))
    } matching: { issue in
      isRedactedAndExplained(issue)
    }
    await harness.finish()
  }
}
