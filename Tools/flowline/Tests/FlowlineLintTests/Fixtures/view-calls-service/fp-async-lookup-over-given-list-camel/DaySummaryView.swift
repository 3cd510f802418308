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
