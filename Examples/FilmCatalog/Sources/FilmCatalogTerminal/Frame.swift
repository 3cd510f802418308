/// Lays out a whole screen: the title bar, the screen's body, an optional sheet drawn as a box
/// over it, the key hints and the status line. Every size, down to zero, gives a frame of
/// exactly `size.rows` lines of at most `size.columns` characters.
package enum Frame {
  /// The smallest size the app draws its screens in; smaller terminals get a notice.
  package static let minimumSize = TerminalSize(columns: 24, rows: 8)

  /// Rows the chrome takes: title bar and a blank line above, hints and status below.
  package static let chromeRows = 4

  /// A box drawn over the body: a title and lines, of which the one at `focus` is always shown
  /// (the box scrolls when the body is too short for every line).
  package struct Sheet: Equatable, Sendable {
    package var title: String
    package var lines: [Line]
    /// The line that must stay visible, such as the highlighted option.
    package var focus: Int

    package init(title: String, lines: [Line], focus: Int = 0) {
      self.title = title
      self.lines = lines
      self.focus = focus
    }
  }

  /// Whether a terminal of this size is too small to draw the screens in (keys then do nothing
  /// but quit, since the user can't see what they would act on).
  package static func isTooSmall(_ size: TerminalSize) -> Bool {
    size.columns < minimumSize.columns || size.rows < minimumSize.rows
  }

  package static func compose(
    title: String,
    titleRight: String,
    body: [Line],
    sheet: Sheet?,
    hints: String,
    status: Line,
    size: TerminalSize
  ) -> [Line] {
    guard size.rows > 0 else { return [] }
    guard size.columns > 0 else { return Array(repeating: Line(), count: size.rows) }
    guard !isTooSmall(size) else { return fit(tooSmallNotice(size), size: size) }
    let bodyHeight = size.rows - chromeRows
    var lines = [Line(String.columns(" " + title, titleRight + " ", width: size.columns), .title)]
    lines.append(Line())
    var area = Array(body.prefix(bodyHeight)).map { Line(" " + $0.text, $0.style) }
    area += Array(repeating: Line(), count: bodyHeight - area.count)
    if let sheet {
      area = overlay(sheet, on: area, width: size.columns)
    }
    lines += area
    lines.append(Line(" " + hints, .hint))
    lines.append(Line(" " + status.text, status.style))
    return fit(lines, size: size)
  }

  /// The notice shown instead of the screen on a terminal that is too small: the longest
  /// wording whose words all fit, wrapped to the width; the shortest one, cut, when none fits.
  static func tooSmallNotice(_ size: TerminalSize) -> [Line] {
    let need = "\(minimumSize.columns)×\(minimumSize.rows)"
    let wordings: [[Line]] = [
      [
        Line("Film Catalog", .title), Line("The terminal is too small."),
        Line("Make it at least \(need)."), Line("q quits."),
      ],
      [Line("The terminal is too small."), Line("Make it at least \(need)."), Line("q quits.")],
      [Line("Too small: make it \(need)."), Line("q quits.")],
      [Line("Too small: \(need)")],
      [Line("Too small")],
      [Line(need)],
    ]
    for wording in wordings {
      let fitsWords = wording.allSatisfy { line in
        line.text.split(separator: " ").allSatisfy { $0.columnWidth <= size.columns }
      }
      let lines = wording.flatMap { line in
        line.text.wrapped(to: size.columns).map { Line($0, line.style) }
      }
      if fitsWords, lines.count <= size.rows { return lines }
    }
    return wordings.last ?? []
  }

  /// Draws the sheet as a box centred over the body; when the body is too short for every
  /// line, the box shows the window of lines around the sheet's focus.
  static func overlay(_ sheet: Sheet, on area: [Line], width: Int) -> [Line] {
    let inner = min(
      max(sheet.lines.map(\.text.columnWidth).max() ?? 0, sheet.title.columnWidth + 2) + 2,
      width - 6)
    let height = min(sheet.lines.count + 2, area.count)
    guard inner > 2, height > 2 else { return area }
    let shown = visibleRange(
      count: sheet.lines.count, cursor: min(max(0, sheet.focus), sheet.lines.count - 1),
      height: height - 2)
    let left = max(0, (width - inner - 2) / 2)
    let top = max(0, (area.count - height) / 2)
    var area = area
    let padding = String(repeating: " ", count: left)
    let label = " \(sheet.title) "
    area[top] = Line(
      padding + "┌" + label + String(repeating: "─", count: max(0, inner - label.columnWidth))
        + "┐",
      .heading)
    for (row, index) in shown.enumerated() {
      let line = sheet.lines[index]
      area[top + 1 + row] = Line(
        padding + "│ " + line.text.fitted(to: inner - 2) + " │", line.style)
    }
    area[top + height - 1] = Line(
      padding + "└" + String(repeating: "─", count: inner) + "┘", .heading)
    return area
  }

  private static func fit(_ lines: [Line], size: TerminalSize) -> [Line] {
    var lines = Array(lines.prefix(size.rows)).map {
      Line($0.text.truncated(to: size.columns), $0.style)
    }
    lines += Array(repeating: Line(), count: size.rows - lines.count)
    return lines
  }
}
