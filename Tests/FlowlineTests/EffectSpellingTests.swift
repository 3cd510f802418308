import Flowline
import FlowlineTesting
import Testing

/// A purchase as a use case: its failure is an output, not a thrown error.
struct PurchaseUseCase: UseCase {
  enum Output: Equatable, Sendable {
    case started
    case purchased
    case failed(PurchaseError)
  }
  struct PurchaseError: Error, Equatable, CustomStringConvertible {
    var description: String { "the card was declined" }
  }

  let gate: Gate
  let fails: Bool

  func execute(_ product: String, output: UseCaseOutput<Output>) async {
    await output(.started)
    await gate.wait()
    await output(fails ? .failed(PurchaseError()) : .purchased)
  }
}

/// A screen that starts each kind of work the one `run` spelling allows.
struct Checkout: Feature {
  enum DomainAction: Equatable, Sendable {
    case buyTapped
    case purchase(PurchaseUseCase.Output)
    case syncTapped
    case syncFailed
    case refreshTapped
  }
  struct DomainState: Equatable, Sendable {
    var outputs: [PurchaseUseCase.Output] = []
    var syncFailures = 0
  }
  struct Offline: Error {}

  let purchase: PurchaseUseCase
  let pendingWork: PendingWork
  let gate: Gate

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .buyTapped:
      return .run(purchase, "tips.large") { .purchase($0) }
        .mustFinish("Buying the large tip", in: pendingWork)
    case .purchase(let output):
      state.outputs.append(output)
      return .none
    case .syncTapped:
      // Must finish, with a `catch:` that reports the failure while the screen is there.
      return .run { [gate] _ in
        await gate.wait()
        throw Offline()
      } catch: { _, send in
        await send(.syncFailed)
      }
      .mustFinish("Syncing", in: pendingWork)
    case .syncFailed:
      state.syncFailures += 1
      return .none
    case .refreshTapped:
      // A mistake: work that throws with no `catch:`.
      return .run { _ in throw Offline() }
    }
  }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct EffectSpellingTests {
  let work = PendingWork()
  let gate = Gate()

  func makeStore(fails: Bool) -> Store<Checkout> {
    Store(
      initialState: .init(),
      feature: Checkout(
        purchase: PurchaseUseCase(gate: gate, fails: fails), pendingWork: work, gate: gate))
  }

  @Test func aUseCaseThatMustFinishDeliversEachOutputWhileItsScreenIsThere() async {
    let store = makeStore(fails: false)
    let task = store.send(.buyTapped)
    gate.open()
    await task.finish()
    #expect(store.outputs == [.started, .purchased])
    #expect(work.failures.isEmpty)
  }

  @Test func aUseCaseThatMustFinishKeepsAFailedOutputThatReachedNobody() async {
    var store: Store<Checkout>? = makeStore(fails: true)
    store?.send(.buyTapped)
    await Task.yield()
    store = nil
    #expect(work.titles == ["Buying the large tip"])
    gate.open()
    await work.waitUntilFinished()
    #expect(
      work.failures.map(\.description) == ["Buying the large tip failed: the card was declined"])
  }

  @Test func aSuccessfulOutputThatReachedNobodyIsNotAFailure() async {
    var store: Store<Checkout>? = makeStore(fails: false)
    store?.send(.buyTapped)
    store = nil
    gate.open()
    await work.waitUntilFinished()
    #expect(work.failures.isEmpty)
  }

  @Test func aCatchReportsAMustFinishFailureWhileTheScreenIsThere() async {
    let store = makeStore(fails: false)
    let task = store.send(.syncTapped)
    gate.open()
    await task.finish()
    #expect(store.syncFailures == 1)
    #expect(work.failures.isEmpty)
  }

  @Test func aMustFinishErrorWhoseScreenIsGoneIsKept() async {
    var store: Store<Checkout>? = makeStore(fails: false)
    store?.send(.syncTapped)
    store = nil
    gate.open()
    await work.waitUntilFinished()
    #expect(work.failures.map(\.title) == ["Syncing"])
  }

  @Test func anErrorThrownWithNoCatchFailsTheTestNamingTheFeature() async {
    let harness = FeatureHarness(
      initialState: .init(),
      feature: Checkout(
        purchase: PurchaseUseCase(gate: gate, fails: false), pendingWork: work, gate: gate))
    await withKnownIssue {
      await harness.send(.refreshTapped)
      await harness.finish()
    } matching: { issue in
      issue.description.contains("Checkout") && issue.description.contains("no `catch:`")
    }
  }
}

@Suite struct AlertAnswerTests {
  enum Answer: Equatable { case delete }

  @Test func anAlertIsAnsweredOnce() {
    var alert: AlertState<Answer>? = AlertState(
      title: "Delete?", buttons: [AlertButton("Delete", role: .destructive, action: .delete)])
    let first = alert.dismiss()
    let second = alert.dismiss()
    #expect(first)
    #expect(alert == nil)
    #expect(!second)
  }
}

/// A child that says it finished, and a parent that forgot to listen.
struct Finisher: Feature {
  enum DomainAction: Equatable, Sendable { case doneTapped }
  struct DomainState: Equatable, Sendable {}
  enum ScreenEvent: Equatable { case done }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    .emit(.done)
  }
}

struct ForgetfulParent: Feature {
  enum DomainAction: Equatable, Sendable { case child(Finisher.DomainAction) }
  struct DomainState: Equatable, Sendable { var child = Finisher.DomainState() }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .child(let action):
      // No `screenEvent:`: right for a child that emits none, a mistake for this one.
      interact(child: Finisher(), &state.child, action, action: DomainAction.child)
    }
  }
}

@MainActor
@Suite struct MissingScreenEventHandlerTests {
  @Test func aChildsScreenEventWithNoHandlerIsReportedNotLostSilently() async {
    let store = Store(initialState: .init(), feature: ForgetfulParent())
    withKnownIssue {
      store.dispatch(.child(.doneTapped))
    } matching: { issue in
      issue.description.contains("Finisher") && issue.description.contains("screenEvent:")
    }
  }
}
