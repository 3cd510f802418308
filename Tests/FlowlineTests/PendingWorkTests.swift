@_spi(Unobserved) import Flowline
import FlowlineTesting
import Testing

/// A feature that saves a note: the save must finish even when the screen goes away.
struct NoteEditor: Feature {
  enum DomainAction: Equatable, Sendable {
    case saveTapped(String)
    case saveFinished(String?)
    case loadTapped
  }
  struct DomainState: Equatable, Sendable {
    var isSaving = false
    var error: String?
  }
  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }
  enum CancelID: Hashable, Sendable { case save }

  let pendingWork: PendingWork
  let gate: Gate
  let fails: Bool

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .saveTapped(let note):
      state.isSaving = true
      return .run { [gate, fails] in
        await gate.wait()
        if fails { throw DiskFull() }
      } then: { result in
        .saveFinished(result.failureDescription)
      }
      .mustFinish("Saving “\(note)”", in: pendingWork)
      .cancellable(id: CancelID.save)
    case .saveFinished(let error):
      state.isSaving = false
      state.error = error
      return .none
    case .loadTapped:
      return .cancel(id: CancelID.save)
    }
  }
}

extension Result {
  var failureDescription: String? {
    if case .failure(let error) = self { String(describing: error) } else { nil }
  }
}

/// Lets a test decide when work proceeds, without sleeping.
final class Gate: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream(of: Void.self)
  }

  func wait() async {
    for await _ in stream { return }
  }

  func open() { continuation.yield() }
}

@MainActor
@Suite(.serialEffects, .timeLimit(.minutes(1))) struct PendingWorkTests {
  let work = PendingWork()
  let gate = Gate()

  func makeStore(fails: Bool = false) -> Store<NoteEditor> {
    Store(
      initialState: .init(), feature: NoteEditor(pendingWork: work, gate: gate, fails: fails))
  }

  @Test func workThatMustFinishOutlivesItsStore() async {
    var store: Store<NoteEditor>? = makeStore()
    weak let released = store
    store?.send(.saveTapped("groceries"))
    #expect(work.titles == ["Saving “groceries”"])
    store = nil
    #expect(released == nil)
    #expect(work.titles == ["Saving “groceries”"])

    gate.open()
    await work.waitUntilFinished()
    #expect(work.titles.isEmpty)
    #expect(work.failures.isEmpty)
  }

  @Test func aFailureWhoseScreenIsGoneIsKeptForTheApp() async {
    var reported: [PendingWork.Failure] = []
    work.onFailure = { reported.append($0) }
    var store: Store<NoteEditor>? = makeStore(fails: true)
    store?.send(.saveTapped("groceries"))
    store = nil
    gate.open()
    await work.waitUntilFinished()
    #expect(work.failures.map(\.description) == ["Saving “groceries” failed: the disk is full"])
    #expect(reported == work.failures)
    work.dismissFailure(id: reported[0].id)
    #expect(work.failures.isEmpty)
  }

  @Test func whileTheScreenIsThereTheResultReachesItsInteractor() async {
    let harness = FeatureHarness(
      initialState: .init(), feature: NoteEditor(pendingWork: work, gate: gate, fails: true))
    await harness.send(.saveTapped("groceries")) { $0.isSaving = true }
    gate.open()
    await harness.receive(.saveFinished("the disk is full")) {
      $0.isSaving = false
      $0.error = "the disk is full"
    }
    await harness.finish()
    #expect(work.failures.isEmpty)
  }

  @Test func nothingTheStoreDoesCancelsIt() async {
    let store = makeStore()
    let task = store.send(.saveTapped("groceries"))
    task.cancel()
    store.send(.loadTapped)
    store.cancelAllEffects()
    #expect(work.titles.count == 1)
    gate.open()
    await task.finish()
    #expect(work.titles.isEmpty)
    #expect(!store.isSaving)
    #expect(store.error == nil)
  }

  @Test func aBoundedWaitSaysWhatDidNotFinish() async {
    let clock = ManualClock()
    let store = makeStore()
    store.send(.saveTapped("groceries"))
    async let unfinished = work.waitUntilFinished(timeout: .seconds(5), clock: clock)
    for _ in 0..<100 { await Task.yield() }  // let the wait reach its clock
    await clock.advance(by: .seconds(5))
    #expect(await unfinished == ["Saving “groceries”"])

    async let finished = work.waitUntilFinished(timeout: .seconds(5), clock: clock)
    gate.open()
    #expect(await finished.isEmpty)
    #expect(store.domainState.isSaving == false)
  }

  @Test func waitingForNothingReturnsAtOnce() async {
    #expect(await work.waitUntilFinished(timeout: .seconds(1), clock: ManualClock()).isEmpty)
  }
}
