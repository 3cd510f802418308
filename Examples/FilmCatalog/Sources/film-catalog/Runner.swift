import Dispatch
import FilmCatalogCore
import FilmCatalogTerminal
import Flowline
import FlowlineRecording
import Observation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The thin I/O loop: keys from standard input, resizes from SIGWINCH, quitting signals, and a
/// redraw whenever something the frame read changes (Observation, as a SwiftUI view would be
/// invalidated). Everything it calls is pure or tested.
@MainActor
final class Runner {
  private let terminal: TerminalApp
  private let session: TerminalSession
  private var sources: [any DispatchSourceProtocol] = []
  private var isRenderScheduled = false
  private var isTicking = false
  private var isQuitting = false
  /// The terminal went away (its window closed): nothing more is drawn or read.
  private var isHungUp = false
  /// Where what did not finish is written when no terminal is left to say it; the next launch
  /// reads it and shows it.
  private let unfinishedFile: String

  /// The exit status when the app quit before work the user was told about finished.
  static let unfinishedStatus: Int32 = 75

  /// How long quitting waits for saves and deletes still running.
  static let pendingWorkTimeout = Duration.seconds(5)
  /// How often the shared state is read again, for another copy's changes.
  static let reloadInterval = DispatchTimeInterval.seconds(1)

  /// Called last on the way out (the database's checkpoint).
  private let beforeExit: () -> Void
  /// Says why the database can no longer keep what the user changes (its file removed or
  /// replaced), or `nil` while it can; asked every second.
  private let databaseProblem: () -> String?
  /// The problem, once noticed: said on screen, and on quitting.
  private var lostDatabase: String?

  init(
    terminal: TerminalApp, session: TerminalSession, unfinishedFile: String,
    beforeExit: @escaping () -> Void = {}, databaseProblem: @escaping () -> String? = { nil }
  ) {
    self.terminal = terminal
    self.session = session
    self.unfinishedFile = unfinishedFile
    self.beforeExit = beforeExit
    self.databaseProblem = databaseProblem
  }

  /// Starts listening and drawing; never returns (the process exits from `quit`).
  func run() -> Never {
    let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    input.setEventHandler { [unowned self] in MainActor.assumeIsolated { readInput() } }
    input.resume()
    sources.append(input)

    // As for the quitting signals below: set the disposition before the source exists. Setting
    // it after `resume()` raced with the handler libdispatch installs, and lost resizes.
    signal(SIGWINCH, SIG_IGN)
    let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    resize.setEventHandler { [unowned self] in
      MainActor.assumeIsolated { redrawAtCurrentSize(evenIfUnchanged: true) }
    }
    resize.resume()
    sources.append(resize)

    // A write to a terminal whose window closed must not kill the app mid-save.
    signal(SIGPIPE, SIG_IGN)
    for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      // The default action would kill the process with the terminal still raw: handle it.
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      let status = 128 + signalNumber
      let hangsUp = signalNumber == SIGHUP
      source.setEventHandler { [unowned self] in
        MainActor.assumeIsolated { () -> Void in self.quit(status: status, hangUp: hangsUp) }
      }
      source.resume()
      sources.append(source)
    }
    // Another copy of the app may change the watchlist in the same database: read it again.
    let reload = DispatchSource.makeTimerSource(queue: .main)
    reload.schedule(deadline: .now() + Self.reloadInterval, repeating: Self.reloadInterval)
    reload.setEventHandler { [unowned self] in
      MainActor.assumeIsolated {
        if lostDatabase == nil, let problem = databaseProblem() {
          lostDatabase = problem
        }
        if let lostDatabase {
          terminal.app.activity.notice = lostDatabase  // kept on screen: it stays true
        }
        terminal.app.reloadSharedState()
        // libdispatch installs the SIGWINCH handler asynchronously after `resume()`: a resize
        // in that window is lost. Checking the size here redraws within a second anyway.
        redrawAtCurrentSize(evenIfUnchanged: false)
      }
    }
    reload.resume()
    sources.append(reload)

    render()
    dispatchMain()
  }

  /// Reads the terminal's size and redraws the whole screen at it: after a SIGWINCH always,
  /// otherwise only when the size changed.
  private func redrawAtCurrentSize(evenIfUnchanged: Bool) {
    let size = TerminalSession.size()
    guard evenIfUnchanged || size != terminal.size else { return }
    terminal.size = size
    session.output(ANSI.clearScreen)
    render()
  }

  /// Reads every byte already waiting (a paste arrives in many reads), handles the keys, and
  /// draws once: input is never queued behind a redraw per key.
  private func readInput() {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    repeat {
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      guard count > 0 else {
        // End of input: the terminal went away (its window closed).
        if bytes.isEmpty { quit(status: 0, hangUp: true) }
        break
      }
      bytes += buffer[..<count]
    } while bytes.count < 1 << 20 && Self.hasPendingInput()
    terminal.handle(KeyDecoder.keys(from: bytes))
    if terminal.isFinished { quit(status: 0) }
    render()
  }

  /// Whether standard input has bytes to read right now.
  private static func hasPendingInput() -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
  }

  /// Draws a frame, and redraws when anything it read changes.
  private func render() {
    isRenderScheduled = false
    guard !isHungUp else { return }
    terminal.updateVisibility()
    let lines = withObservationTracking {
      terminal.frame()
    } onChange: { [weak self] in
      DispatchQueue.main.async { MainActor.assumeIsolated { self?.scheduleRender() } }
    }
    session.output(ANSI.draw(lines, size: terminal.size))
    if terminal.isBusy, !isTicking {
      isTicking = true
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) { [weak self] in
        MainActor.assumeIsolated { self?.advanceAnimation() }
      }
    }
  }

  private func advanceAnimation() {
    isTicking = false
    terminal.tick += 1
    render()
  }

  private func scheduleRender() {
    guard !isRenderScheduled else { return }
    isRenderScheduled = true
    DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.render() } }
  }

  /// Restores the terminal and exits: from `q`, Ctrl-C, end of input or a signal.
  ///
  /// Saves and deletes the user was told about finish first, for at most
  /// ``pendingWorkTimeout``; what did not finish is named on standard error, and the exit
  /// status is ``unfinishedStatus``. A second quit from the user while waiting exits at once. A
  /// hang-up (the window closed: SIGHUP, end of input, often SIGHUP again) is never a second
  /// quit: the app goes on waiting, draws nothing more, and, with no terminal to say what did
  /// not finish, writes it where the next launch shows it.
  private func quit(status: Int32, hangUp: Bool = false) {
    let app = terminal.app
    if hangUp {
      isHungUp = true
      if isQuitting { return }  // the window closing tells us more than once: keep waiting
    }
    guard !isQuitting else {
      leave(status, unfinished: app.pendingWork.titles)  // a second quit from the user
    }
    isQuitting = true
    // The list's scrolled position is saved with the navigation, for the next launch (after the
    // recording closed: quitting is not a step a replay takes). The save runs off the main
    // actor, like every save, and is waited for with the work below.
    terminal.rememberListPosition()
    app.recorder?.close()
    app.navigationDidChange()
    if !app.pendingWork.titles.isEmpty {
      app.activity.notice = "Finishing: \(app.pendingWork.titles.joined(separator: ", "))…"
      render()
    }
    Task { @MainActor in
      let unfinished = await app.waitForPendingWork(timeout: Self.pendingWorkTimeout)
      leave(status, unfinished: unfinished)
    }
  }

  private func leave(_ status: Int32, unfinished: [String]) -> Never {
    terminal.app.recorder?.close()
    beforeExit()
    if !isHungUp { session.end() }
    if let lostDatabase {
      let message = "film-catalog: \(lostDatabase)\n"
      _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
      exit(Self.unfinishedStatus)
    }
    guard unfinished.isEmpty else {
      let message =
        "film-catalog: quit before this finished: \(unfinished.joined(separator: "; "))\n"
      if isHungUp {
        UnfinishedWork.save(unfinished, to: unfinishedFile)
      } else {
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
      }
      exit(Self.unfinishedStatus)
    }
    exit(status)
  }
}

/// What did not finish when the app quit with no terminal left: a file beside the database
/// that the next launch shows, then removes.
enum UnfinishedWork {
  static func save(_ titles: [String], to path: String) {
    let text = titles.joined(separator: "\n") + "\n"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { return }
    _ = text.withCString { write(descriptor, $0, strlen($0)) }
    close(descriptor)
  }

  /// The titles a previous launch left, and the file removed.
  static func take(from path: String) -> [String] {
    guard let file = fopen(path, "r") else { return [] }
    var titles: [String] = []
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    while getline(&line, &capacity, file) > 0, let line {
      let title = String(String(cString: line).prefix { $0 != "\n" })
      if !title.isEmpty { titles.append(title) }
    }
    free(line)
    fclose(file)
    unlink(path)
    return titles
  }
}
