import Flowline
import SampleFeatures
import Testing

@MainActor
@Suite struct InterceptorTests {
  @Test func interceptorsSeeEventsActionsStateChangesAndScreenEventsInOrder() {
    var log: [String] = []
    let interceptor = Interceptor<Journal>(
      viewEvent: { log.append("event \($0)") },
      action: { log.append("action \($0)") },
      stateChange: { log.append("state \($0.old.entries.count)→\($0.new.entries.count)") },
      screenEvent: { log.append("screen \($0)") }
    )
    let store = Store(initialState: .init(), feature: Journal(), interceptors: [interceptor])
    store.send(.note("a"))
    #expect(
      log == [
        "event note(\"a\")", "action note(\"a\")", "state 0→1", "screen noted(\"a\")",
      ])
  }

  @Test func aStateChangeIsReportedOnlyWhenTheStateChanged() {
    var changes = 0
    let store = Store(
      initialState: .init(), feature: Counter(),
      interceptors: [Interceptor(stateChange: { _ in changes += 1 })])
    store.send(.incrementTapped)
    store.send(.decrementTapped)
    #expect(changes == 2)
  }

  @Test func theLoggingInterceptorPrintsTheActionAndAReadableDiff() {
    var lines: [String] = []
    let store = Store(
      initialState: .init(), feature: Login(useCase: NeverLogsIn()),
      interceptors: [.logging("Login", printer: { lines.append($0) })])
    store.send(.emailChanged("ann@example.com"))
    #expect(
      lines == [
        "[Login] action: .setEmail(\"ann@example.com\")",
        "  email: \"\" → \"ann@example.com\"",
      ])
  }

  @Test func theDiffWalksIntoCollectionsAndEnums() {
    let old = RowsState(rows: [Row(name: "a", tags: ["x"])], phase: .loaded(1))
    let new = RowsState(
      rows: [Row(name: "b", tags: ["x", "y"]), Row(name: "c", tags: [])], phase: .loaded(2))
    let change = StateDiffProbe.diff(old, new)
    #expect(
      change == [
        "rows: 1 element → 2 elements",
        "rows[0].name: \"a\" → \"b\"",
        "rows[0].tags: 1 element → 2 elements",
        "rows[0].tags[1]: added \"y\"",
        "rows[1]: added Row(name: \"c\", tags: [])",
        "phase.loaded: 1 → 2",
      ])
  }
}

/// A login use case that never finishes, for tests that only look at local state.
struct NeverLogsIn: UseCase {
  func execute(_ input: Credentials, output: UseCaseOutput<LoginUseCase.Output>) async {}
}

/// Reaches the differ through a store's interceptor, as users do.
@MainActor
enum StateDiffProbe {
  static func diff<S: Equatable & Sendable>(_ old: S, _ new: S) -> [String] {
    var lines: [String] = []
    let store = Store(
      initialState: old, feature: Setter<S>(new: new),
      interceptors: [Interceptor(stateChange: { lines = $0.diff })])
    store.dispatch(.set)
    return lines
  }
}

/// A feature whose one action replaces the state.
struct Setter<S: Equatable & Sendable>: Feature {
  typealias DomainState = S
  enum DomainAction: Sendable { case set }
  let new: S

  func interact(_ state: inout S, with action: DomainAction) -> Effect {
    state = new
    return .none
  }
}

struct Row: Equatable, Sendable {
  var name: String
  var tags: [String]
}
struct RowsState: Equatable, Sendable {
  var rows: [Row]
  var phase: Loadable<Int>
}
