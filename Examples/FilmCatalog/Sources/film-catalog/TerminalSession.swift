import FilmCatalogTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal: raw mode through termios, the alternate screen, the window size through
/// `ioctl(TIOCGWINSZ)`, and the restoration of all of it on the way out.
@MainActor
final class TerminalSession {
  private var original = termios()
  private var isRaw = false

  /// Switches the terminal to raw mode and the alternate screen.
  ///
  /// - Throws: When standard input is not a terminal.
  func begin() throws(TerminalError) {
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else {
      throw TerminalError(
        message: "film-catalog needs an interactive terminal (stdin is not a TTY).")
    }
    var raw = original
    // No echo, no line buffering, no signals from keys (Ctrl-C arrives as a key and quits
    // cleanly), no Ctrl-S/Ctrl-Q flow control, no CR→NL translation. Output processing stays on.
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      throw TerminalError(message: "Could not switch the terminal to raw mode.")
    }
    isRaw = true
    output(
      ANSI.enterAlternateScreen + ANSI.enableBracketedPaste + ANSI.hideCursor + ANSI.clearScreen)
  }

  /// Puts the terminal back as it was: the normal screen, the cursor, cooked mode.
  func end() {
    guard isRaw else { return }
    output(
      ANSI.reset + ANSI.showCursor + ANSI.disableBracketedPaste + ANSI.leaveAlternateScreen)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    isRaw = false
  }

  /// The window's size, or 80×24 when it can't be asked.
  static func size() -> TerminalSize {
    var window = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
      return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }
    return TerminalSize(columns: 80, rows: 24)
  }

  /// Writes a string to standard output, all of it.
  func output(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}

/// The terminal could not be set up.
struct TerminalError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
