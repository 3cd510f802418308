/// A key the user pressed, decoded from the bytes a terminal sends in raw mode.
package enum Key: Hashable, Sendable {
  case character(Character)
  /// Several characters at once: a paste, or typing that arrived in one read. The app makes
  /// one from a run of characters while a text field has the focus.
  case text(String)
  /// A control chord: `.control("c")` is Ctrl-C.
  case control(Character)
  case enter, tab, backTab, backspace, delete, escape
  case up, down, left, right, home, end, pageUp, pageDown
}

/// Turns the bytes read from a raw-mode terminal into keys. Pure: unknown sequences are dropped,
/// never trapped on.
package enum KeyDecoder {
  /// The keys in one read's bytes, in order.
  package static func keys(from bytes: some Collection<UInt8>) -> [Key] {
    let bytes = Array(bytes)
    var keys: [Key] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        if let (text, length) = bracketedPaste(bytes[index...]) {
          if !text.isEmpty { keys.append(.text(text)) }
          index += length
          continue
        }
        let (key, length) = escapeSequence(bytes[(index + 1)...])
        if let key { keys.append(key) }
        index += 1 + length
        continue
      case 0x0D, 0x0A: keys.append(.enter)
      case 0x09: keys.append(.tab)
      case 0x7F, 0x08: keys.append(.backspace)
      case 0x01...0x1A:
        keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
      case 0x00...0x1F:
        break
      default:
        // A run of printable bytes is decoded at once, so that a character made of several
        // scalars (a letter and its combining accent, an emoji sequence) stays one key.
        var end = index
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F {
          end += 1
        }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        keys.append(contentsOf: text.filter { $0 != "\u{FFFD}" }.map(Key.character))
        index = end
        continue
      }
      index += 1
    }
    return keys
  }

  /// The key an escape sequence stands for, and how many bytes after the escape it used.
  private static func escapeSequence(_ rest: ArraySlice<UInt8>) -> (Key?, Int) {
    guard let first = rest.first else { return (.escape, 0) }
    switch first {
    case UInt8(ascii: "["), UInt8(ascii: "O"):
      var parameters = ""
      var length = 1
      for byte in rest.dropFirst() {
        length += 1
        if (0x40...0x7E).contains(byte) {
          return (finalKey(byte, parameters: parameters), length)
        }
        parameters.append(Character(Unicode.Scalar(byte)))
      }
      return (nil, length)
    case 0x1B:
      return (.escape, 0)
    default:
      // Alt+key arrives as an escape before the key: read it as Escape, then the key.
      return (.escape, 0)
    }
  }

  private static let pasteStart = Array("\u{1B}[200~".utf8)
  private static let pasteEnd = Array("\u{1B}[201~".utf8)

  /// The text of a bracketed paste starting at `bytes`, and how many bytes it took (to the end
  /// marker, or to the end of the read when the marker is in a later one). Line breaks and tabs
  /// become spaces and other control characters are dropped: pasted text is never a key.
  private static func bracketedPaste(_ bytes: ArraySlice<UInt8>) -> (String, Int)? {
    guard bytes.starts(with: pasteStart) else { return nil }
    let content = bytes.dropFirst(pasteStart.count)
    var end = content.endIndex
    var length = bytes.count
    if let found = content.indices.first(where: { content[$0...].starts(with: pasteEnd) }) {
      end = found
      length = found - bytes.startIndex + pasteEnd.count
    }
    let text = String(decoding: content[..<end], as: UTF8.self)
      .map { $0.isNewline || $0 == "\t" ? " " : $0 }
      .filter { !($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) && $0 != "\u{FFFD}" }
    return (String(text), length)
  }

  private static func finalKey(_ byte: UInt8, parameters: String) -> Key? {
    switch Character(Unicode.Scalar(byte)) {
    case "A": .up
    case "B": .down
    case "C": .right
    case "D": .left
    case "H": .home
    case "F": .end
    case "Z": .backTab
    case "~":
      switch parameters {
      case "1", "7": .home
      case "4", "8": .end
      case "3": .delete
      case "5": .pageUp
      case "6": .pageDown
      default: nil
      }
    default: nil
    }
  }
}
