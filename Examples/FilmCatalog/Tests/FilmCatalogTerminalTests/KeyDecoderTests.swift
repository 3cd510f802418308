import FilmCatalogTerminal
import Testing

@Suite struct KeyDecoderTests {
  func keys(_ text: String) -> [Key] { KeyDecoder.keys(from: Array(text.utf8)) }

  @Test func printableTextIsCharactersIncludingNonASCII() {
    #expect(keys("aZ/") == [.character("a"), .character("Z"), .character("/")])
    #expect(keys("é★") == [.character("é"), .character("★")])
  }

  @Test func controlBytesAreNamedKeys() {
    #expect(keys("\r\n\t\u{7F}\u{08}") == [.enter, .enter, .tab, .backspace, .backspace])
    #expect(keys("\u{03}\u{15}") == [.control("c"), .control("u")])
  }

  @Test func escapeSequencesAreArrowsAndPageKeys() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OB") == [.up, .down])
    #expect(keys("\u{1B}[5~\u{1B}[6~\u{1B}[3~") == [.pageUp, .pageDown, .delete])
    #expect(
      keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[Z") == [.home, .end, .home, .end, .backTab])
  }

  @Test func aLoneEscapeIsTheEscapeKey() {
    #expect(keys("\u{1B}") == [.escape])
    #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
    #expect(keys("\u{1B}q") == [.escape, .character("q")])
  }

  @Test func unknownOrCutSequencesAreDroppedNotTrappedOn() {
    #expect(keys("\u{1B}[99x") == [])
    #expect(keys("\u{1B}[") == [])
    #expect(keys("\u{1B}[1;5") == [])
    #expect(keys("\u{1B}[9~a") == [.character("a")])
  }

  @Test func randomBytesNeverCrash() {
    var state: UInt64 = 42
    for _ in 0..<2_000 {
      let bytes = (0..<Int(state % 24)).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return UInt8(truncatingIfNeeded: state >> 33)
      }
      _ = KeyDecoder.keys(from: bytes)
    }
  }
}

@Suite struct TextLayoutTests {
  @Test func truncatingAndFitting() {
    #expect("Harbour".truncated(to: 5) == "Harb…")
    #expect("Harbour".truncated(to: 1) == "…")
    #expect("Harbour".truncated(to: 0) == "")
    #expect("Harbour".truncated(to: -3) == "")
    #expect("Sea".fitted(to: 5) == "Sea  ")
    #expect(String.columns("left", "right", width: 12) == "left   right")
    #expect(String.columns("a long left side", "right", width: 12) == "a lon… right")
    #expect(String.columns("left", "a very long right", width: 6) == "a ver…")
  }

  @Test func wrappingKeepsWordsWhole() {
    #expect(
      "A lighthouse keeper waits for a letter".wrapped(to: 16)
        == ["A lighthouse", "keeper waits for", "a letter"])
    #expect("x".wrapped(to: 0) == [])
  }

  @Test func theVisibleWindowKeepsTheCursorInView() {
    #expect(visibleRange(count: 5, cursor: 4, height: 10) == 0..<5)
    #expect(visibleRange(count: 100, cursor: 0, height: 10) == 0..<10)
    #expect(visibleRange(count: 100, cursor: 50, height: 10) == 45..<55)
    #expect(visibleRange(count: 100, cursor: 99, height: 10) == 90..<100)
    #expect(visibleRange(count: 100, cursor: 3, height: 0) == 0..<0)
  }

  @Test func theSpinnerCycles() {
    #expect(Spinner.frame(0) == Spinner.frame(Spinner.frames.count))
    #expect(Spinner.frame(-1) == Spinner.frames.last)
  }
}
