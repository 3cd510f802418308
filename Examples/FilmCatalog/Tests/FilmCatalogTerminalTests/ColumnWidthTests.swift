import FilmCatalogTerminal
import Testing

/// Text is measured and cut in terminal columns, as the terminal draws it.
@Suite struct ColumnWidthTests {
  @Test(arguments: [
    ("abc", 3), ("Valparaíso", 10), ("Cafe\u{301}", 4), ("東京", 4), ("ｱｲ", 2), ("ＡＢ", 4),
    ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("❤️", 2), ("❤", 1), ("🇫🇷", 2), ("▸ ★ ☆ ✓ ·", 9),
    ("\u{200B}", 0), ("한국어", 6),
  ])
  func widths(text: String, columns: Int) {
    #expect(text.columnWidth == columns)
  }

  @Test func cuttingNeverSplitsAWideCharacterOrOverflows() {
    let text = "🎬 東京の夜 Café\u{301} 👨‍👩‍👧"
    for width in 0...20 {
      #expect(text.truncated(to: width).columnWidth <= width)
      #expect(text.fitted(to: width).columnWidth == width)
      #expect(String.columns(text, "9.5", width: width).columnWidth == max(0, width))
      for line in text.wrapped(to: width) { #expect(line.columnWidth <= width) }
    }
    #expect("東京の夜".truncated(to: 5) == "東京…")
    #expect("東京の夜".prefix(columns: 3) == "東")
    #expect("東京の夜".suffix(columns: 5) == "の夜")
  }

  @Test func wrappingBreaksAWordLongerThanTheLineInsteadOfLosingIt() {
    #expect(
      "SQLITE_BUSY: database is locked".wrapped(to: 6) == [
        "SQLITE", "_BUSY:", "databa", "se is", "locked",
      ])
  }

  @Test func combiningMarksAndEmojiSequencesArriveAsOneKey() {
    let bytes = Array("e\u{301}👨‍👩‍👧x".utf8)
    #expect(
      KeyDecoder.keys(from: bytes) == [
        .character("e\u{301}"), .character("👨‍👩‍👧"), .character("x"),
      ])
  }
}

/// A bracketed paste is text, never keys.
@Suite struct BracketedPasteTests {
  @Test func aBracketedPasteIsOneTextKeyWithoutControlCharacters() {
    let bytes = Array("\u{1B}[200~dy\r\nq\u{1B}[201~j".utf8)
    #expect(KeyDecoder.keys(from: bytes) == [.text("dy q"), .character("j")])
  }

  @Test func aPasteWhoseEndMarkerIsInALaterReadTakesTheRest() {
    #expect(KeyDecoder.keys(from: Array("\u{1B}[200~abc".utf8)) == [.text("abc")])
  }
}
