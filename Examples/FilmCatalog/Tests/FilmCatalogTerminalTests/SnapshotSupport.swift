import FilmCatalogCore
import FilmCatalogTerminal
import Flowline
import Foundation
import Testing

/// Compares rendered lines with a reviewed snapshot: a text file in `Snapshots/`, one rendered
/// line per line, trailing spaces dropped. Plain string comparison, no extra dependency.
///
/// A missing snapshot is written and the test fails once, asking for a review of the file; set
/// `FILMCATALOG_RECORD_SNAPSHOTS=1` to rewrite every snapshot after an intended change.
func assertSnapshot(
  _ lines: [Line],
  named name: String,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual =
    lines.map { line in String(line.text.reversed().drop(while: { $0 == " " }).reversed()) }
    .joined(separator: "\n") + "\n"
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
  let url = directory.appendingPathComponent("\(name).txt")
  let record = ProcessInfo.processInfo.environment["FILMCATALOG_RECORD_SNAPSHOTS"] == "1"
  guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? actual.write(to: url, atomically: true, encoding: .utf8)
    Issue.record(
      "Recorded the snapshot \(name).txt: review it and run again.", sourceLocation: sourceLocation)
    return
  }
  #expect(
    actual == expected, "snapshot \(name).txt differs; actual:\n\(actual)",
    sourceLocation: sourceLocation)
}

/// A detail view state for rendering tests.
@MainActor
func detailState(_ change: (inout FilmDetail.DomainState) -> Void = { _ in })
  -> FilmDetail.ViewState
{
  var state = FilmDetail.DomainState(filmID: 3, film: .loaded(Film.samples[2]))
  state.related = .loaded([Film.samples[0], Film.samples[3]])
  state.watchlistCount = 2
  change(&state)
  return FilmDetail().reduce(state)
}
