/// One line of the screen: its text and how it is drawn. Renderers produce these, and tests
/// compare their text; only ``ANSI`` knows escape codes.
package struct Line: Equatable, Sendable {
  package var text: String
  package var style: Style

  package init(_ text: String = "", _ style: Style = .plain) {
    self.text = text
    self.style = style
  }

  /// How a line is drawn.
  package enum Style: Equatable, Sendable {
    case plain, title, heading, selected, dim, error, notice, status, hint, success
  }
}

/// The terminal's size in character cells.
package struct TerminalSize: Equatable, Sendable {
  package var columns: Int
  package var rows: Int

  package init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}

extension String {
  /// The text cut to `width` terminal columns, with an ellipsis when cut; empty for widths
  /// below 1.
  package func truncated(to width: Int) -> String {
    guard width > 0 else { return "" }
    guard columnWidth > width else { return self }
    return prefix(columns: width - 1) + "…"
  }

  /// The text cut or padded with spaces to exactly `width` terminal columns.
  package func fitted(to width: Int) -> String {
    let text = truncated(to: width)
    return text + String(repeating: " ", count: max(0, width - text.columnWidth))
  }

  /// `left`, then `right` flush against the right edge; `left` gives way when both don't fit.
  package static func columns(_ left: String, _ right: String, width: Int) -> String {
    guard width > 0 else { return "" }
    let right = right.truncated(to: width)
    let rightWidth = right.columnWidth
    let room = width - rightWidth - (right.isEmpty ? 0 : 1)
    guard room > 0 else { return right.fitted(to: width) }
    return left.fitted(to: room) + (right.isEmpty ? "" : " ") + right
  }

  /// The text's words in lines of at most `width` terminal columns; a word longer than a line
  /// is broken across lines, so nothing is lost.
  package func wrapped(to width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var current = ""
    for word in split(separator: " ") {
      var word = String(word)
      while word.columnWidth > width {
        if !current.isEmpty {
          lines.append(current)
          current = ""
        }
        let head = word.prefix(columns: width)
        guard !head.isEmpty else { return lines }  // a character wider than the line
        lines.append(head)
        word.removeFirst(head.count)
      }
      if current.isEmpty {
        current = word
      } else if current.columnWidth + 1 + word.columnWidth <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = word
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}

/// The frames of the loading indicator.
package enum Spinner {
  package static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

  /// The frame for a tick of the animation.
  package static func frame(_ tick: Int) -> Character {
    frames[((tick % frames.count) + frames.count) % frames.count]
  }
}

/// Which rows of a list are on screen: the window of `height` rows that keeps `cursor` in view.
package func visibleRange(count: Int, cursor: Int, height: Int) -> Range<Int> {
  guard count > 0, height > 0 else { return 0..<0 }
  guard count > height else { return 0..<count }
  let top = min(max(0, cursor - height / 2), count - height)
  return top..<(top + height)
}
