/// Lays out a whole screen: the title bar, the screen's body, an optional sheet drawn as a box
/// over it, the key hints and the status line. Every size, down to zero, gives a frame of
/// exactly `size.rows` lines of at most `size.columns` characters.
package enum Frame {
  /// The smallest size the app draws its screens in; smaller terminals get a notice.
  package static let minimumSize = TerminalSize(columns: 24, rows: 8)

  /// Rows the chrome takes: title bar and a blank line above, hints and status below.
  package static let chromeRows = 4

  package struct Sheet: Equatable, Sendable {
    package var title: String
    package var lines: [Line]

    package init(title: String, lines: [Line]) {
      self.title = title
      self.lines = lines
    }
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
    guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else {
      let notice = [
        Line("Film Catalog", .title), Line("The terminal is too small."),
        Line("Make it at least \(minimumSize.columns)×\(minimumSize.rows)."), Line("q quits."),
      ]
      return fit(notice, size: size)
    }
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

  /// Draws the sheet as a box centred over the body.
  static func overlay(_ sheet: Sheet, on area: [Line], width: Int) -> [Line] {
    let inner = min(
      max(sheet.lines.map(\.text.count).max() ?? 0, sheet.title.count + 2) + 2, width - 6)
    let height = min(sheet.lines.count + 2, area.count)
    guard inner > 2, height > 2 else { return area }
    let left = max(0, (width - inner - 2) / 2)
    let top = max(0, (area.count - height) / 2)
    var area = area
    let padding = String(repeating: " ", count: left)
    let label = " \(sheet.title) "
    area[top] = Line(
      padding + "┌" + label + String(repeating: "─", count: max(0, inner - label.count)) + "┐",
      .heading)
    for row in 0..<(height - 2) {
      let line = sheet.lines[row]
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
