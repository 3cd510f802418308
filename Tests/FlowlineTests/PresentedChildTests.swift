import Flowline
import FlowlineTesting
import Testing

/// A form that edits a name and reports when it is submitted.
private struct NameForm: Feature {
  struct DomainState: Equatable, Sendable { var name: String }
  enum DomainAction: Equatable, Sendable {
    case nameChanged(String)
    case submitTapped
  }
  enum ScreenEvent: Equatable, Sendable { case submitted }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .nameChanged(let name):
      state.name = name
      return .none
    case .submitTapped:
      return .emit(.submitted)
    }
  }
}

/// A parent that edits a copy of its name in a presented form, then keeps or drops it.
private struct Profile: Feature {
  struct DomainState: Equatable, Sendable {
    var name = "Ann"
    var editing: NameForm.DomainState?
  }
  enum DomainAction: Equatable, Sendable {
    case editTapped
    case cancelTapped
    case editing(NameForm.DomainAction)
    case formSubmitted
  }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .editTapped:
      state.editing = NameForm.DomainState(name: state.name)
      return .none
    case .cancelTapped:
      state.editing = nil
      return .none
    case .editing(let action):
      return interact(
        presented: NameForm(), &state.editing, action, action: DomainAction.editing,
        screenEvent: { _ in .formSubmitted })
    case .formSubmitted:
      if let editing = state.editing { state.name = editing.name }
      state.editing = nil
      return .none
    }
  }
}

@MainActor
@Suite struct PresentedChildTests {
  @Test func thePresentedChildEditsACopyThatIsKeptOnSubmit() async {
    let harness = FeatureHarness(initialState: .init(), feature: Profile())
    await harness.send(.editTapped) { $0.editing = .init(name: "Ann") }
    await harness.send(.editing(.nameChanged("Bea"))) { $0.editing?.name = "Bea" }
    #expect(harness.state.name == "Ann")
    await harness.send(.editing(.submitTapped))
    await harness.receive(.formSubmitted) {
      $0.name = "Bea"
      $0.editing = nil
    }
    await harness.finish()
  }

  @Test func cancellingDropsTheCopy() async {
    let harness = FeatureHarness(initialState: .init(), feature: Profile())
    await harness.send(.editTapped) { $0.editing = .init(name: "Ann") }
    await harness.send(.editing(.nameChanged("Bea"))) { $0.editing?.name = "Bea" }
    await harness.send(.cancelTapped) { $0.editing = nil }
    await harness.finish()
  }

  @Test func anActionForAChildThatIsNotPresentedIsIgnored() async {
    let harness = FeatureHarness(initialState: .init(), feature: Profile())
    await harness.send(.editing(.nameChanged("Bea")))
    await harness.send(.editing(.submitTapped))
    #expect(harness.state == Profile.DomainState())
    await harness.finish()
  }
}
