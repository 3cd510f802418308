package import FilmCatalogCore

/// The detail screen's terminal state: the highlighted related film.
package struct FilmDetailUI: Equatable, Sendable {
  package var cursor = 0

  package init() {}
}

/// Renders a film's detail and maps its keys. Pure.
package enum FilmDetailScreen {
  package static func render(
    _ state: FilmDetail.ViewState, ui: FilmDetailUI, size: TerminalSize, tick: Int
  ) -> ScreenContent {
    let width = size.columns
    var body: [Line] = [Line((state.isFavourite ? "★ " : "") + state.title, .heading)]
    if state.isLoading {
      body.append(loading("Loading film…", tick: tick))
    }
    if let details = state.details { body.append(Line(details)) }
    if let rating = state.rating { body.append(Line("Rated \(rating)/10", .dim)) }
    if let synopsis = state.synopsis {
      body.append(Line())
      body += synopsis.wrapped(to: min(width, 76)).map { Line($0) }
    }
    if let error = state.errorMessage {
      body.append(Line())
      let action =
        state.canRetry
        ? "(r to retry)" : state.details == nil ? "(Esc to go back)" : "(Esc to dismiss)"
      body += errorLines(error + "  " + action, width: width)
      if state.isMissing, state.isInWatchlist {
        body.append(Line())
        body.append(Line("[w] − Remove it from your watchlist"))
      }
    }
    if state.details != nil {
      body.append(Line())
      let favourite =
        state.isSavingFavourite
        ? "\(Spinner.frame(tick)) Saving…"
        : state.isFavourite ? "★ Favourite" : "☆ Not a favourite"
      body.append(Line("[f] \(favourite)", state.isSavingFavourite ? .notice : .plain))
      let count = "\(state.watchlistCount) film\(state.watchlistCount == 1 ? "" : "s")"
      body.append(
        state.isSavingWatchlist
          ? Line("[w] \(Spinner.frame(tick)) Saving your watchlist…", .notice)
          : state.isInWatchlist
            ? Line("[w] ✓ In your watchlist (\(count))", .success)
            : Line("[w] + Add to watchlist (\(count))"))
      body.append(Line())
      body.append(Line("Related films", .heading))
      if state.isLoadingRelated {
        body.append(loading("Loading related films…", tick: tick))
      } else if let message = state.relatedMessage {
        body.append(
          state.canRetry ? Line(message + "  (r to retry)", .error) : Line(message, .dim))
      }
      let cursor = min(ui.cursor, max(0, state.related.count - 1))
      for (index, row) in state.related.enumerated() {
        body.append(FilmListScreen.row(row, selected: index == cursor, width: width))
      }
    }
    if state.isMissing {
      return ScreenContent(
        title: state.title, body: body,
        hints: state.isInWatchlist
          ? "w remove from watchlist  Esc back  q quit" : "Esc back  q quit")
    }
    return ScreenContent(
      title: state.title, body: body,
      hints: "f favourite  w watchlist  W open watchlist  ↑↓ related  Enter open  Esc back  q quit",
      isBusy: state.isLoading || state.isSavingFavourite || state.isLoadingRelated)
  }

  /// Whether the highlighted related film's row fits in a body of `size`.
  static func isRelatedRowShown(
    _ state: FilmDetail.ViewState, ui: FilmDetailUI, size: TerminalSize
  ) -> Bool {
    render(state, ui: ui, size: size, tick: 0).body.prefix(size.rows)
      .contains { $0.style == .selected }
  }

  /// Maps a key on the detail screen. Given the body's `size`, `Enter` opens the highlighted
  /// related film only when its row is on screen (a short terminal cuts the related films
  /// off), since a key must not act on what the user can't see.
  package static func handle(
    _ key: Key, _ state: FilmDetail.ViewState, ui: inout FilmDetailUI, size: TerminalSize? = nil
  ) -> KeyOutcome<FilmDetail.ViewEvent> {
    if let moved = movedCursor(ui.cursor, count: state.related.count, key: key) {
      ui.cursor = moved
      return .handled
    }
    switch key {
    case .character("f"): return .event(.favouriteTapped)
    case .character("w"): return .event(.watchlistTapped)
    case .character("W"): return .event(.openWatchlistTapped)
    // Always, unless the film is gone for good: it may have changed, or been deleted, in
    // another window, and a refresh says so.
    case .character("r"): return state.isMissing ? .handled : .event(.retryTapped)
    case .enter, .right:
      let cursor = min(ui.cursor, state.related.count - 1)
      guard cursor >= 0 else { return .handled }
      if let size, !isRelatedRowShown(state, ui: ui, size: size) {
        return .command(.say("Make the terminal taller to see the related films."))
      }
      return .event(.relatedFilmTapped(state.related[cursor].id))
    case .escape:
      // An error under a film dismisses; without a film there is nothing left to show: go back.
      return state.errorMessage != nil && state.details != nil
        ? .event(.errorDismissed) : .command(.back)
    case .left, .backspace:
      return .command(.back)
    default:
      return .unhandled
    }
  }
}
