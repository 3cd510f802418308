package import Flowline
import Foundation

/// A past meeting's transcript. It changes nothing: its state is what it shows.
package struct MeetingFeature: Feature {
  package struct DomainState: Equatable, Sendable {
    package var syncUpTitle: String
    package var meeting: Meeting

    package init(syncUpTitle: String, meeting: Meeting) {
      self.syncUpTitle = syncUpTitle
      self.meeting = meeting
    }
  }

  package enum DomainAction: Equatable, Sendable {}

  package struct ViewState: Equatable {
    package var title: String
    package var transcript: String
  }

  package init() {}

  package func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {}

  package func reduce(_ state: DomainState) -> ViewState {
    ViewState(
      title:
        "\(state.syncUpTitle) · \(state.meeting.date.formatted(date: .abbreviated, time: .shortened))",
      transcript: state.meeting.transcript.isEmpty ? "No transcript." : state.meeting.transcript)
  }
}
