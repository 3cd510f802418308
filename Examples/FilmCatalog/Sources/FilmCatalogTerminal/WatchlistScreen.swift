package import FilmCatalogCore

/// The watchlist's terminal state: the highlighted entry.
package struct WatchlistUI: Equatable, Sendable {
  package var cursor = 0

  package init() {}
}

/// Renders the watchlist and maps its keys. Pure.
package enum WatchlistScreen {
  package static func render(
    _ state: WatchlistFeature.ViewState, ui: WatchlistUI, size: TerminalSize
  ) -> ScreenContent {
    var body = [Line("Your watchlist · \(state.countText)", .heading)]
    // What happened to the last change, in the screen's own words: said once it is saved, and
    // a failure kept until dismissed.
    if let error = state.errorMessage {
      // However short the terminal, the error leaves the cursor's row in view: keys act on it.
      body += errorLines(
        error + "  (Esc to dismiss)", width: size.columns,
        maxLines: min(3, size.rows - body.count - (state.rows.isEmpty ? 0 : 1)))
    } else if let notice = state.notice {
      body.append(Line(notice, .success))
    } else {
      body.append(Line())
    }
    if let empty = state.emptyMessage {
      body.append(Line("  \(empty)", .dim))
    }
    let cursor = min(ui.cursor, max(0, state.rows.count - 1))
    let height = size.rows - body.count
    for index in visibleRange(count: state.rows.count, cursor: cursor, height: height) {
      let row = state.rows[index]
      let selected = index == cursor
      body.append(
        Line(
          (selected ? "▸ " : "  ") + String.columns(row.title, row.year, width: size.columns - 2),
          selected ? .selected : .plain))
    }
    return ScreenContent(
      title: "Watchlist", body: body,
      hints: "↑↓ move  Enter open  d remove  C clear all  Esc back  q quit")
  }

  package static func handle(
    _ key: Key, _ state: WatchlistFeature.ViewState, ui: inout WatchlistUI
  ) -> KeyOutcome<WatchlistFeature.ViewEvent> {
    if let moved = movedCursor(ui.cursor, count: state.rows.count, key: key) {
      ui.cursor = moved
      return .handled
    }
    let cursor = min(ui.cursor, state.rows.count - 1)
    let selected = cursor >= 0 ? state.rows[cursor] : nil
    switch key {
    case .enter, .right: return selected.map { .event(.filmTapped($0.id)) } ?? .handled
    case .character("d"), .delete:
      guard let selected else { return .handled }
      return .event(.removeTapped(selected.id))
    case .character("C"):
      guard !state.rows.isEmpty else { return .command(.say("Your watchlist is already empty.")) }
      return .confirm(
        question: "Remove all \(state.countText) from your watchlist? y/n", event: .clearTapped,
        done: nil)
    case .escape where state.errorMessage != nil: return .event(.errorDismissed)
    case .escape, .left, .backspace: return .command(.back)
    default: return .unhandled
    }
  }
}
