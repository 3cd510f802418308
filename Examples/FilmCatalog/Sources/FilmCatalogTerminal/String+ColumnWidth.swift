/// How many terminal columns text takes, as a terminal draws it: East Asian wide and fullwidth
/// characters and emoji shown as emoji take two columns, combining marks and other zero-width
/// scalars take none, everything else one. Every layout in the terminal front end measures and
/// cuts text with these, so that no line grows past the screen's width.
extension Character {
  /// The columns this character (one grapheme cluster: a base with its marks, an emoji
  /// sequence) takes on a terminal.
  package var columnWidth: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    // An emoji sequence (a flag, skin tones, a ZWJ family) or a text symbol asked to show as
    // emoji (U+FE0F) is drawn as one wide glyph.
    if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
    if scalars.contains("\u{FE0F}"), first.properties.isEmoji { return 2 }
    return scalars.reduce(0) { $0 + $1.columnWidth }
  }
}

extension Unicode.Scalar {
  /// The columns this scalar takes on its own: 0, 1 or 2.
  package var columnWidth: Int {
    let value = value
    if value == 0 || value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels, final consonants
    return Self.isWide(value) ? 2 : 1
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, merged.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
    0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    return wideRanges.contains { $0.contains(value) }
  }
}

extension StringProtocol {
  /// The columns the text takes on a terminal.
  package var columnWidth: Int {
    reduce(0) { $0 + $1.columnWidth }
  }

  /// The longest start of the text that takes at most `width` columns.
  package func prefix(columns width: Int) -> String {
    var result = ""
    var used = 0
    for character in self {
      let next = character.columnWidth
      guard used + next <= width else { break }
      result.append(character)
      used += next
    }
    return result
  }

  /// The longest end of the text that takes at most `width` columns.
  package func suffix(columns width: Int) -> String {
    var result: [Character] = []
    var used = 0
    for character in reversed() {
      let next = character.columnWidth
      guard used + next <= width else { break }
      result.append(character)
      used += next
    }
    return String(result.reversed())
  }
}
