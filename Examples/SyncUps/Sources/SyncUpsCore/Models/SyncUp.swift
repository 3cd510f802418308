package import Foundation

/// A recurring meeting: who attends, how long it lasts, and what was said at past meetings.
package struct SyncUp: Codable, Hashable, Identifiable, Sendable {
  package let id: UUID
  package var attendees: [Attendee]
  package var duration: Duration
  package var meetings: [Meeting]
  package var theme: Theme
  package var title: String

  package init(
    id: UUID, attendees: [Attendee] = [], duration: Duration = .seconds(5 * 60),
    meetings: [Meeting] = [], theme: Theme = .bubblegum, title: String = ""
  ) {
    self.id = id
    self.attendees = attendees
    self.duration = duration
    self.meetings = meetings
    self.theme = theme
    self.title = title
  }

  /// The duration in whole minutes, as the form's slider and the rows show it.
  package var minutes: Int { Int(duration.components.seconds / 60) }

  /// How long each attendee speaks: the duration shared equally.
  package var durationPerAttendee: Duration {
    duration / max(attendees.count, 1)
  }
}

/// Someone who attends a sync-up.
package struct Attendee: Codable, Hashable, Identifiable, Sendable {
  package let id: UUID
  package var name: String

  package init(id: UUID, name: String = "") {
    self.id = id
    self.name = name
  }
}

/// A past meeting: when it happened and what was said.
package struct Meeting: Codable, Hashable, Identifiable, Sendable {
  package let id: UUID
  package var date: Date
  package var transcript: String

  package init(id: UUID, date: Date, transcript: String) {
    self.id = id
    self.date = date
    self.transcript = transcript
  }
}

/// A sync-up's colour theme.
package enum Theme: String, CaseIterable, Codable, Hashable, Identifiable, Sendable {
  case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood, periwinkle, poppy
  case purple, seafoam, sky, tan, teal, yellow

  package var id: Self { self }

  /// The theme's name as shown in the picker.
  package var name: String { rawValue.capitalized }
}

extension SyncUp {
  /// Drops attendees with blank names; when none is left, keeps one blank attendee.
  package mutating func keepNamedAttendees(orBlank blankID: @autoclosure () -> UUID) {
    attendees.removeAll { $0.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    if attendees.isEmpty {
      attendees.append(Attendee(id: blankID()))
    }
  }
}
