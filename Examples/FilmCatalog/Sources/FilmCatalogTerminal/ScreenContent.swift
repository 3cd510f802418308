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
  /// Sends the event and tells the user something about it in the status line.
  case eventSaying(Event, String)
  /// Asks `question` first (y/n); on `y` sends the event and says `done` (when the change is
  /// done at once: a screen that reports the outcome itself passes `nil`), otherwise nothing.
  case confirm(question: String, event: Event, done: String?)
  case command(Command)
  /// The key changed only the screen's own terminal state (a cursor, a focused field).
  case handled
  case unhandled
}

/// What a key asks of the app rather than of a screen.
package enum Command: Equatable, Sendable {
  case back
  case quit
  /// Tells the user something in the status line (what a key did, or why it did nothing).
  case say(String)
}

/// The longest texts the terminal's fields take: more is cut, with a message. A paste of a
/// whole document then neither freezes the screen nor reaches a query.
package enum FieldLimit {
  /// The search text, in characters.
  package static let search = 100
  /// The login form's fields, in characters.
  package static let login = 254
  /// A typed link, in characters.
  package static let link = 2_048

  /// `text` with `added` appended, cut to `limit` characters; and a message when it was cut.
  package static func append(
    _ added: String, to text: String, limit: Int, field: String
  ) -> (text: String, message: String?) {
    let joined = text + added
    guard joined.count > limit else { return (joined, nil) }
    return (String(joined.prefix(limit)), "\(field) is limited to \(limit) characters.")
  }
}

/// The text of a field being typed into, ending with its cursor mark, in at most `width`
/// columns: a text longer than its field shows its end after an ellipsis, so the cursor (at the
/// end, where typing goes) stays in view.
///
/// - Parameters:
///   - text: What was typed.
///   - width: The columns the field has.
package func typedField(_ text: String, width: Int) -> String {
  let shown = text + "▏"
  guard shown.columnWidth > width else { return shown }
  guard width > 1 else { return width == 1 ? "▏" : "" }
  return "…" + shown.suffix(columns: width - 1)
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

/// An error message wrapped to the width, at most `maxLines` lines (the last one cut; three
/// unless a screen needs the room), so that a long message is read in full rather than cut at
/// the edge of the screen.
func errorLines(_ message: String, width: Int, maxLines: Int = 3) -> [Line] {
  let lines = message.wrapped(to: width)
  let maxLines = max(1, maxLines)
  guard lines.count > maxLines else { return lines.map { Line($0, .error) } }
  let last = lines[(maxLines - 1)...].joined(separator: " ").truncated(to: width)
  return (lines.prefix(maxLines - 1) + [last]).map { Line($0, .error) }
}
