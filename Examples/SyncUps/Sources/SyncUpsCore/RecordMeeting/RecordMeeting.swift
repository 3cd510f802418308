package import Flowline
package import Foundation

/// A meeting in progress: a timer ticking each second on the injected clock, attendees taking
/// turns, and the transcript as the speech service hears it. The last speaker's end saves the
/// meeting at the front of the sync-up's history and reports that the meeting ended.
package struct RecordMeeting: Feature {
  package struct DomainState: Equatable, Sendable {
    package var syncUp: SyncUp
    package var transcribing: Bool
    package var secondsElapsed = 0
    package var speakerIndex = 0
    package var transcript = ""
    package var isRunning = false
    package var alert: AlertState<AlertAction>?

    package init(syncUp: SyncUp, transcribing: Bool) {
      self.syncUp = syncUp
      self.transcribing = transcribing
    }
  }

  package enum AlertAction: Equatable, Sendable {
    case saveAndEnd
    case discard
    case resume
  }

  package enum DomainAction: Equatable, Sendable {
    case onAppear
    case nextSpeakerTapped
    case endMeetingTapped
    case alertButtonTapped(AlertAction?)
    case timerTicked
    case transcriptHeard(String)
    case transcriptionFailed
    case meetingSaved
    case saveFailed(String)
  }

  package enum ScreenEvent: Equatable, Sendable {
    case finished
  }

  package struct ViewState: Equatable {
    package var speakerName: String
    package var speakerLabel: String
    package var secondsElapsed: Int
    package var secondsRemaining: Int
    package var transcript: String
    package var alert: AlertState<AlertAction>?
  }

  enum CancelID: Hashable, Sendable { case timer, transcription }

  let syncUps: Shared<[SyncUp]>
  let clock: any Clock<Duration>
  let now: @Sendable () -> Date
  let uuid: UUIDGenerator
  let speech: SpeechClient

  package init(
    syncUps: Shared<[SyncUp]>, clock: any Clock<Duration>, now: @escaping @Sendable () -> Date,
    uuid: UUIDGenerator, speech: SpeechClient
  ) {
    self.syncUps = syncUps
    self.clock = clock
    self.now = now
    self.uuid = uuid
    self.speech = speech
  }

  package func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .onAppear:
      guard !state.isRunning else { return .none }
      state.isRunning = true
      return state.transcribing ? .merge([timer, transcription]) : timer
    case .timerTicked:
      state.secondsElapsed += 1
      let turnsDone = Duration.seconds(state.secondsElapsed) / state.syncUp.durationPerAttendee
      guard turnsDone >= Double(state.speakerIndex + 1) else { return .none }
      if state.speakerIndex + 1 >= state.syncUp.attendees.count {
        return finish(&state)
      }
      state.speakerIndex += 1
      return .none
    case .nextSpeakerTapped:
      guard state.speakerIndex + 1 < state.syncUp.attendees.count else {
        return pause(&state, asking: .endMeeting(canDiscard: false))
      }
      state.speakerIndex += 1
      state.secondsElapsed = state.speakerIndex * secondsPerAttendee(state)
      return .none
    case .endMeetingTapped:
      return pause(&state, asking: .endMeeting(canDiscard: true))
    case .alertButtonTapped(let answer):
      // A second answer (the system closing an alert a button already answered) is ignored.
      guard state.alert.dismiss() else { return .none }  // an alert is answered once
      switch answer {
      case .saveAndEnd:
        return finish(&state)
      case .discard:
        return .merge([.cancel(id: CancelID.transcription), .emit(.finished)])
      case .resume, nil:
        state.isRunning = true
        return timer
      }
    case .transcriptHeard(let transcript):
      state.transcript = transcript
      return .none
    case .transcriptionFailed:
      state.transcribing = false
      return pause(&state, asking: .transcriptionFailed)
    case .meetingSaved:
      return .emit(.finished)
    case .saveFailed(let message):
      state.alert = AlertState(
        title: "The meeting could not be saved", message: message,
        buttons: [
          AlertButton("Try again", action: .saveAndEnd),
          AlertButton("Discard", role: .destructive, action: .discard),
        ])
      return .none
    }
  }

  package func reduce(_ state: DomainState) -> ViewState {
    let attendees = state.syncUp.attendees
    let index = min(state.speakerIndex, max(attendees.count - 1, 0))
    let total = Int(state.syncUp.duration.components.seconds)
    return ViewState(
      speakerName: attendees.indices.contains(index) ? attendees[index].name : "",
      speakerLabel: "Speaker \(index + 1) of \(attendees.count)",
      secondsElapsed: state.secondsElapsed,
      secondsRemaining: max(total - state.secondsElapsed, 0),
      transcript: state.transcript, alert: state.alert)
  }

  private var timer: Effect {
    .run { [clock] send in
      while true {
        try await clock.sleep(for: .seconds(1))
        await send(.timerTicked)
      }
    } catch: { _, _ in
    }
    .cancellable(id: CancelID.timer, cancelInFlight: true)
  }

  private var transcription: Effect {
    .run { [speech] send in
      for try await transcript in speech.transcripts() {
        await send(.transcriptHeard(transcript))
      }
    } catch: { _, send in
      await send(.transcriptionFailed)
    }
    .cancellable(id: CancelID.transcription)
  }

  private func pause(_ state: inout DomainState, asking alert: AlertState<AlertAction>) -> Effect {
    state.isRunning = false
    state.alert = alert
    return .cancel(id: CancelID.timer)
  }

  private func secondsPerAttendee(_ state: DomainState) -> Int {
    Int(state.syncUp.durationPerAttendee.components.seconds)
  }

  /// Stops the meeting and saves it at the front of the sync-up's history.
  private func finish(_ state: inout DomainState) -> Effect {
    state.isRunning = false
    let meeting = Meeting(id: uuid(), date: now(), transcript: state.transcript)
    let id = state.syncUp.id
    let save: Effect = .run { [syncUps] send in
      try await syncUps.update { list in
        if let index = list.firstIndex(where: { $0.id == id }) {
          list[index].meetings.insert(meeting, at: 0)
        }
      }
      await send(.meetingSaved)
    } catch: { error, send in
      await send(.saveFailed(String(describing: error)))
    }
    return .merge([.cancel(id: CancelID.timer), .cancel(id: CancelID.transcription), save])
  }
}

extension AlertState where Action == RecordMeeting.AlertAction {
  /// Asks what to do with a meeting ended early; "Discard" is offered only before the last
  /// speaker.
  package static func endMeeting(canDiscard: Bool) -> Self {
    Self(
      title: "End meeting?",
      message: "You are ending the meeting early. What would you like to do?",
      buttons: [AlertButton("Save and end", action: .saveAndEnd)]
        + (canDiscard ? [AlertButton("Discard", role: .destructive, action: .discard)] : [])
        + [AlertButton("Resume", role: .cancel, action: .resume)])
  }

  /// Transcription stopped working.
  package static let transcriptionFailed = Self(
    title: "Something went wrong with speech recognition.",
    message: "The meeting can go on without a transcript.",
    buttons: [
      AlertButton("Continue meeting", action: .resume),
      AlertButton("Discard meeting", role: .destructive, action: .discard),
    ])
}
