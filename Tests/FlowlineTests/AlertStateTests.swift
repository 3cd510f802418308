import Flowline
import FlowlineTesting
import Testing

/// A feature that asks before deleting, with its alert as data.
private struct Deleter: Feature {
  struct DomainState: Equatable, Sendable {
    var items = ["a", "b"]
    var alert: AlertState<AlertAction>?
  }
  enum AlertAction: Equatable, Sendable { case confirmDeletion }
  enum DomainAction: Equatable, Sendable {
    case deleteTapped
    case alertButtonTapped(AlertAction?)
  }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .deleteTapped:
      state.alert = AlertState(
        title: "Delete?", message: "This cannot be undone.",
        buttons: [
          AlertButton("Delete", role: .destructive, action: .confirmDeletion),
          AlertButton("Cancel", role: .cancel),
        ])
    case .alertButtonTapped(let answer):
      state.alert = nil
      if answer == .confirmDeletion { state.items.removeAll() }
    }
    return .none
  }
}

@MainActor
@Suite struct AlertStateTests {
  @Test func aButtonSendsItsActionAndEveryAnswerDismisses() async {
    let harness = FeatureHarness(initialState: .init(), feature: Deleter())
    await harness.send(.deleteTapped) {
      $0.alert = AlertState(
        title: "Delete?", message: "This cannot be undone.",
        buttons: [
          AlertButton("Delete", role: .destructive, action: .confirmDeletion),
          AlertButton("Cancel", role: .cancel),
        ])
    }
    let cancel = harness.state.alert?.button(labelled: "Cancel")
    #expect(cancel?.role == .cancel)
    await harness.send(.alertButtonTapped(cancel?.action)) { $0.alert = nil }
    await harness.send(.deleteTapped) {
      $0.alert = AlertState(
        title: "Delete?", message: "This cannot be undone.",
        buttons: [
          AlertButton("Delete", role: .destructive, action: .confirmDeletion),
          AlertButton("Cancel", role: .cancel),
        ])
    }
    let delete = harness.state.alert?.button(labelled: "Delete")
    #expect(delete?.role == .destructive)
    await harness.send(.alertButtonTapped(delete?.action)) {
      $0.alert = nil
      $0.items = []
    }
    await harness.finish()
  }

  @Test func mappingKeepsEverythingButTheActionType() {
    let child = AlertState<Int>(
      title: "Pick", message: nil,
      buttons: [
        AlertButton("One", action: 1), AlertButton("Two", role: .destructive, action: 2),
        AlertButton("None", role: .cancel),
      ],
      presentation: .confirmationDialog)
    let parent = child.map { "child \($0)" }
    #expect(parent.title == "Pick")
    #expect(parent.message == nil)
    #expect(parent.presentation == .confirmationDialog)
    #expect(parent.buttons.map(\.label) == ["One", "Two", "None"])
    #expect(parent.buttons.map(\.role) == [nil, .destructive, .cancel])
    #expect(parent.buttons.map(\.action) == ["child 1", "child 2", nil])
  }

  @Test func alertsCompareByEveryPart() {
    let alert = AlertState<Int>(title: "T", message: "M", buttons: [AlertButton("OK", action: 1)])
    #expect(alert == AlertState(title: "T", message: "M", buttons: [AlertButton("OK", action: 1)]))
    #expect(alert != AlertState(title: "T", message: "M", buttons: [AlertButton("OK", action: 2)]))
    #expect(alert != AlertState(title: "T", message: nil, buttons: [AlertButton("OK", action: 1)]))
    #expect(
      alert
        != AlertState(
          title: "T", message: "M", buttons: [AlertButton("OK", action: 1)],
          presentation: .confirmationDialog))
    #expect(alert.button(labelled: "Missing") == nil)
    #expect(AlertState<Int>(title: "Empty").buttons.isEmpty)
  }
}
