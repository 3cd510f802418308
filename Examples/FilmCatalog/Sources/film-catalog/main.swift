// The terminal app's composition root: read the command line, open (or create and seed) the
// database, wire the live app, and hand the terminal to the runner.
import FilmCatalogCore
import FilmCatalogData
import FilmCatalogTerminal
import Flowline
import FlowlineRecording
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(status)
}

let options: Options
do {
  options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  fail("film-catalog: \(error)\n\n\(Options.usage)", status: 2)
}
if options.showHelp {
  print(Options.usage)
  exit(0)
}

let databaseURL = options.database ?? DataDirectory.defaultDatabaseURL()
let database: AppDatabase
let databaseFile: (dev: UInt64, ino: UInt64)?
do {
  database = try AppDatabase(url: databaseURL)
  databaseFile = AppDatabase.fileIdentity(at: databaseURL.path)
} catch {
  fail("film-catalog: could not open the database at \(databaseURL.path): \(error)", status: 1)
}

if let count = options.generatedFilms {
  do {
    let added = try database.addGeneratedFilms(count)
    print(
      "film-catalog: added \(added.count) generated films (ids \(added.lowerBound)–\(added.upperBound - 1))."
    )
    exit(0)
  } catch {
    fail("film-catalog: could not add the films: \(error)", status: 1)
  }
}

var recorder: SessionRecorder?
if let url = options.recording {
  do {
    recorder = try SessionRecorder(writingTo: url, app: "FilmCatalog")
  } catch {
    fail("film-catalog: \(error)", status: 1)
  }
}
let app = AppFlow.live(
  database: database,
  options: LiveOptions(
    failRate: options.failRate, latency: .milliseconds(options.latencyMilliseconds)),
  answers: recorder ?? LiveAnswers())
if let recorder {
  app.recorder = recorder
  recorder.follow(app.flow, roots: [app.login])
}
let terminal = TerminalApp(
  app: app, size: TerminalSession.size(),
  loginHint: "Demo account: \(CatalogSeed.demoEmail) / \(CatalogSeed.demoPassword)")
let session = TerminalSession()
do {
  try session.begin()
} catch {
  fail(error.description, status: 1)
}
// What a previous launch could not finish before its window closed: said once, now.
let unfinishedFile = databaseURL.path + ".unfinished"
let leftUnfinished = UnfinishedWork.take(from: unfinishedFile)
terminal.start(opening: options.link)
if !leftUnfinished.isEmpty {
  app.activity.notice =
    "Last time the window closed before this finished: \(leftUnfinished.joined(separator: "; "))."
}
Runner(
  terminal: terminal, session: session, unfinishedFile: unfinishedFile,
  beforeExit: { database.checkpoint() },
  databaseProblem: {
    AppDatabase.fileWasRemovedOrReplaced(at: databaseURL.path, since: databaseFile)
      ? "The catalog's database file was removed or replaced while the app ran: "
        + "what you change now is not saved. Quit and start the app again." : nil
  }
).run()
