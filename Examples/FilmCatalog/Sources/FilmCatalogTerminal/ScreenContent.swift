/// What one screen draws in the body of the frame, and the keys it offers.
package struct ScreenContent: Equatable, Sendable {
  /// The screen's name in the title bar's breadcrumb.
  package var title: String
  package var body: [Line]
  /// The key hints line.
  package var hints: String
  /// Whether a loading indicator is showing (the frame then animates).
  package var isBusy: Bool

  package init(title: String, body: [Line], hints: String, isBusy: Bool = false) {
    self.title = title
    self.body = body
    self.hints = hints
    self.isBusy = isBusy
  }
}

/// What a key did on a screen: an event for the screen's store, an app command, or nothing the
/// screen knows (the app then tries its global keys).
package enum KeyOutcome<Event: Equatable>: Equatable {
  case event(Event)
  case command(Command)
  /// The key changed only the screen's own terminal state (a cursor, a focused field).
  case handled
  case unhandled
}

/// What a key asks of the app rather than of a screen.
package enum Command: Equatable, Sendable {
  case back
  case quit
}

/// Moves a list cursor for the navigation keys, clamped to the list; `nil` for other keys.
func movedCursor(_ cursor: Int, count: Int, key: Key, page: Int = 10) -> Int? {
  let last = max(0, count - 1)
  let moved: Int
  switch key {
  case .up, .character("k"): moved = cursor - 1
  case .down, .character("j"): moved = cursor + 1
  case .pageUp: moved = cursor - page
  case .pageDown: moved = cursor + page
  case .home, .character("g"): moved = 0
  case .end, .character("G"): moved = last
  default: return nil
  }
  return min(max(0, moved), last)
}

/// A loading line: the spinner's frame and a message.
func loading(_ message: String, tick: Int) -> Line {
  Line("\(Spinner.frame(tick)) \(message)", .notice)
}
