import SwiftUI

final class DailySummary {
  let date: Date
  let notes: String
  init(date: Date, notes: String) {
    self.date = date
    self.notes = notes
  }

  // `async` by its signature only: a search of the list it is handed.
  static func summary(on date: Date, from summaries: [DailySummary]) async -> DailySummary? {
    summaries.first { Calendar.current.isDate($0.date, inSameDayAs: date) }
  }

  // The same kind of helper that reads the archive through a function of the type.
  static func archivedSummary(on date: Date) async -> DailySummary? {
    loadArchive().first { $0.date == date }
  }

  private static func loadArchive() -> [DailySummary] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("archive")
    return (try? Data(contentsOf: url)).map { _ in [] } ?? []
  }
}

struct DaySummaryView: View {
  let date: Date
  let summaries: [DailySummary]
  @State private var summary: DailySummary?

  var body: some View {
    Text(summary?.notes ?? "No notes")
      .task { summary = await DailySummary.summary(on: date, from: summaries) }
      .refreshable { await reload() }
  }

  private func reload() async {
    summary = await DailySummary.archivedSummary(on: date)  // expect: view-calls-service
  }
}

// The same lookups reaching the type's own code or shared state: work this scan cannot see.
final class NotesArchive {
  static let shared = NotesArchive()
  var notes: [String] = []

  static func archivedNotes() async -> [String] { Self.readArchive() }

  func latestNotes() async -> [String] { self.readNotesFile() }

  func recordVisit(_ note: String) async -> Int {
    NotesArchive.shared.notes.append(note)
    return NotesArchive.shared.notes.count
  }

  private static func readArchive() -> [String] {
    (try? String(contentsOfFile: "/tmp/archive")).map { [$0] } ?? []
  }

  private func readNotesFile() -> [String] { Self.readArchive() }
}

struct ArchiveBadge: View {
  @State private var count = 0
  @State private var notes: [String] = []
  let archive: NotesArchive

  var body: some View {
    Text("\(count)")
      .task { notes = await NotesArchive.archivedNotes() }  // expect: view-calls-service
      .refreshable { notes = await archive.latestNotes() }  // expect: view-calls-service
      .onTapGesture { Task { await visit() } }
  }

  private func visit() async {
    count = await archive.recordVisit("tap")  // expect: view-calls-service
  }
}
