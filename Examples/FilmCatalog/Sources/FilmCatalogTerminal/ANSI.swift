/// The escape codes the terminal front end uses: the only place that knows them.
package enum ANSI {
  package static let enterAlternateScreen = "\u{1B}[?1049h"
  package static let leaveAlternateScreen = "\u{1B}[?1049l"
  package static let hideCursor = "\u{1B}[?25l"
  package static let showCursor = "\u{1B}[?25h"
  package static let reset = "\u{1B}[0m"
  package static let clearScreen = "\u{1B}[2J"
  /// Asks the terminal to mark pasted text (`ESC [200~` … `ESC [201~`), so that a paste is
  /// read as text, never as keys that act.
  package static let enableBracketedPaste = "\u{1B}[?2004h"
  package static let disableBracketedPaste = "\u{1B}[?2004l"

  /// Draws a whole frame: every line at its row, padded to the width so nothing stale remains.
  /// The last line stops one column short, so that the terminal never scrolls.
  package static func draw(_ lines: [Line], size: TerminalSize) -> String {
    var output = hideCursor
    for (row, line) in lines.prefix(size.rows).enumerated() {
      let width = row == size.rows - 1 ? size.columns - 1 : size.columns
      output += "\u{1B}[\(row + 1);1H" + code(for: line.style) + line.text.fitted(to: width) + reset
    }
    return output
  }

  static func code(for style: Line.Style) -> String {
    switch style {
    case .plain: ""
    case .title: "\u{1B}[1;7m"
    case .heading: "\u{1B}[1m"
    case .selected: "\u{1B}[7m"
    case .dim, .hint: "\u{1B}[2m"
    case .error: "\u{1B}[1;31m"
    case .notice: "\u{1B}[33m"
    case .status: "\u{1B}[7m"
    case .success: "\u{1B}[32m"
    }
  }
}
