/// A key the user pressed, decoded from the bytes a terminal sends in raw mode.
package enum Key: Hashable, Sendable {
  case character(Character)
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
        let length = utf8Length(byte)
        let end = min(index + length, bytes.count)
        if let text = String(validating: bytes[index..<end], as: UTF8.self) {
          keys.append(contentsOf: text.map(Key.character))
        }
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

  private static func utf8Length(_ lead: UInt8) -> Int {
    switch lead {
    case 0xF0...0xF7: 4
    case 0xE0...0xEF: 3
    case 0xC0...0xDF: 2
    default: 1
    }
  }
}
