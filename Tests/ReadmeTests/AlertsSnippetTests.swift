import Flowline
import FlowlineTesting
import Testing

// The DocC article "Alerts", verbatim: the feature and its test.

struct DeleteMeeting: Feature {
  enum AlertAction: Equatable, Sendable { case confirmDeletion }
  enum DomainAction: Equatable, Sendable {
    case deleteTapped
    case alertAnswered(AlertAction?)
  }
  struct DomainState: Equatable, Sendable {
    var alert: AlertState<AlertAction>?
  }
  enum ScreenEvent: Equatable { case deleted }

  func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .deleteTapped:
      state.alert = .deletion
      return .none
    case .alertAnswered(let answer):
      guard state.alert.dismiss() else { return .none }  // an alert is answered once
      return answer == .confirmDeletion ? .emit(.deleted) : .none
    }
  }
}

extension AlertState where Action == DeleteMeeting.AlertAction {
  static let deletion = AlertState(
    title: "Delete?",
    message: "Are you sure you want to delete this meeting?",
    buttons: [
      AlertButton("Yes", role: .destructive, action: .confirmDeletion),
      AlertButton("Nevermind", role: .cancel),
    ])
}

@MainActor
@Suite struct AlertsSnippetTests {
  @Test func theArticlesAlertIsAnsweredOnce() async {
    let harness = FeatureHarness(initialState: .init(), feature: DeleteMeeting())
    await harness.send(.deleteTapped) { $0.alert = .deletion }
    await harness.send(.alertAnswered(.confirmDeletion)) { $0.alert = nil }
    await harness.receiveScreenEvent(.deleted)
    // SwiftUI's "closed" after the button already answered changes nothing.
    await harness.send(.alertAnswered(nil))
    await harness.finish()
  }
}
