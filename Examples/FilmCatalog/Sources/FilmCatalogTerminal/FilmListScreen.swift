package import FilmCatalogCore

/// The film list's terminal state: the highlighted position and whether keys type into the
/// search.
package struct FilmListUI: Equatable, Sendable {
  /// The highlighted position in the whole result (the list holds a window of it).
  package var cursor = 0
  package var isSearching = false

  /// Creates the state, with the cursor on a restored list's position.
  ///
  /// - Parameter cursor: The position to highlight.
  package init(cursor: Int = 0) {
    self.cursor = cursor
  }
}

/// Renders the film list and maps its keys. Pure.
package enum FilmListScreen {
  package static func render(
    _ state: FilmList.ViewState, ui: FilmListUI, size: TerminalSize, tick: Int
  ) -> ScreenContent {
    let width = size.columns
    let label = "Search: "
    var summary = [state.filterTitle, state.countText].compactMap { $0 }.joined(separator: " · ")
    // While typing, the search keeps room for its end and its cursor: the summary gives way.
    if ui.isSearching, width - summary.columnWidth - 1 - label.count < minimumFieldWidth {
      summary = ""
    }
    let room = width - label.count - (summary.isEmpty ? 0 : summary.columnWidth + 1)
    let search = label + (ui.isSearching ? typedField(state.query, width: room) : state.query)
    var body = [
      Line(String.columns(search, summary, width: width), ui.isSearching ? .heading : .plain)
    ]
    if state.isLoading {
      body.append(loading("Loading films…", tick: tick))
    } else if state.isRefreshing {
      body.append(loading("Refreshing…", tick: tick))
    } else if let error = state.errorMessage {
      // However short the terminal, the error leaves the cursor's row in view: keys act on it.
      body += errorLines(
        error + (state.canRetry ? "  (r to retry)" : "  (Esc to dismiss)"), width: width,
        maxLines: min(3, size.rows - body.count - (state.total > 0 ? 1 : 0)))
    } else {
      body.append(Line())
    }
    if let empty = state.emptyMessage {
      body.append(Line("  \(empty)", .dim))
    }
    // The cursor moves over the whole result; the rows are the window the list loaded, and a
    // position outside it shows as loading until its window arrives.
    let cursor = min(ui.cursor, max(0, state.total - 1))
    let height = size.rows - body.count
    for position in visibleRange(count: state.total, cursor: cursor, height: height) {
      if let film = film(at: position, in: state) {
        body.append(
          row(
            film, selected: position == cursor, width: width,
            savingFavourite: state.savingFavourites.contains(film.id) ? tick : nil))
      } else {
        body.append(Line((position == cursor ? "▸ " : "  ") + "  …", .dim))
      }
    }
    let hints =
      ui.isSearching
      ? "Type to search  Backspace erase  Ctrl-U clear  Enter/Esc done"
      : "↑↓ move  Enter open  / search  f filter  w watchlist  d delete  r refresh  "
        + "o open link  L log out  q quit"
    return ScreenContent(
      title: "Films", body: body, hints: hints,
      isBusy: state.isLoading || state.isRefreshing || !state.savingFavourites.isEmpty)
  }

  /// The fewest columns the search keeps for its text while it is typed into.
  static let minimumFieldWidth = 12

  /// The row at a position of the whole result, when the list's window holds it.
  static func film(at position: Int, in state: FilmList.ViewState) -> FilmList.FilmRow? {
    let index = position - state.firstRowPosition
    return state.rows.indices.contains(index) ? state.rows[index] : nil
  }

  /// One row: a cursor mark, a favourite star, the title, the details and the rating.
  ///
  /// - Parameter savingFavourite: While the row's favourite is being saved, the loading
  ///   indicator's step: a spinner takes the star's place until the database has it.
  static func row(
    _ row: FilmList.FilmRow, selected: Bool, width: Int, savingFavourite: Int? = nil
  ) -> Line {
    let star = savingFavourite.map { "\(Spinner.frame($0)) " } ?? (row.isFavourite ? "★ " : "  ")
    let mark = (selected ? "▸ " : "  ") + star
    let right =
      row.isDeleting
      ? "Deleting…" : width >= 64 ? "\(row.details)  \(row.rating)" : row.rating
    return Line(
      mark + String.columns(row.title, right, width: width - mark.count),
      selected ? .selected : .plain)
  }

  package static func handle(
    _ key: Key, _ state: FilmList.ViewState, ui: inout FilmListUI
  ) -> KeyOutcome<FilmList.ViewEvent> {
    if ui.isSearching {
      switch key {
      case .character(let character): return typed(String(character), state)
      case .text(let text): return typed(text, state)
      case .backspace: return .event(.queryChanged(String(state.query.dropLast())))
      case .control("u"): return .event(.queryChanged(""))
      case .enter, .escape, .down, .tab:
        ui.isSearching = false
        ui.cursor = 0
        return .handled
      default: return .handled
      }
    }
    ui.cursor = min(ui.cursor, max(0, state.total - 1))
    if let moved = movedCursor(ui.cursor, count: state.total, key: key) {
      guard moved != ui.cursor else { return .handled }
      ui.cursor = moved
      // Inside the window a move is the terminal's own: near an edge, the list loads the next
      // window. (The position is handed to the list when the list is left, to restore it.)
      return state.needsWindow(at: moved) ? .event(.scrolled(to: moved)) : .handled
    }
    let selected = film(at: ui.cursor, in: state)
    switch key {
    case .enter, .right:
      return selected.map { .event(.filmTapped($0.id)) } ?? .handled
    case .character("/"):
      ui.isSearching = true
      return .handled
    case .character("d"), .delete:
      guard let selected else { return .handled }
      return .confirm(
        question: "Delete “\(selected.title)” from the catalog? y/n",
        event: .deleteTapped(selected.id), done: nil)
    case .character("r"): return .event(.refreshPulled)
    case .character("f"): return .event(.filtersTapped)
    case .character("w"): return .event(.watchlistTapped)
    case .character("L"): return .event(.logOutTapped)
    case .escape:
      if state.errorMessage != nil { return .event(.errorDismissed) }
      if !state.query.isEmpty { return .event(.queryChanged("")) }
      return .handled
    default:
      return .unhandled
    }
  }

  /// Text typed or pasted into the search, cut to ``FieldLimit/search`` with a message.
  private static func typed(
    _ text: String, _ state: FilmList.ViewState
  ) -> KeyOutcome<FilmList.ViewEvent> {
    let (query, message) = FieldLimit.append(
      text, to: state.query, limit: FieldLimit.search, field: "The search")
    guard let message else { return .event(.queryChanged(query)) }
    return .eventSaying(.queryChanged(query), message)
  }
}
