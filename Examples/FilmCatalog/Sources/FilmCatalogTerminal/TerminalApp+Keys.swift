import FilmCatalogCore
import Flowline
import Foundation

/// The key handling: a read's keys, one key on the visible screen, the link prompt, questions
/// waiting for `y`/`n`, and the messages keys leave in the status line.
extension TerminalApp {
  /// Handles the keys of one read, in order. A run of characters typed into a text field is
  /// handled as one ``Key/text(_:)``, so that a paste of thousands of characters changes the
  /// field once instead of once per character.
  package func handle(_ keys: some Sequence<Key>) {
    var run = ""
    func flush() {
      guard let first = run.first else { return }
      handle(run.count == 1 ? .character(first) : .text(run))
      run = ""
    }
    for key in keys {
      guard !isFinished else { return }
      if case .character(let character) = key, acceptsText {
        run.append(character)
        continue
      }
      flush()
      handle(key)
    }
    flush()
  }

  /// Whether characters go into a text field (the link prompt, the login form, the search).
  private var acceptsText: Bool {
    guard !Frame.isTooSmall(size), confirmation == nil else { return false }
    if linkPrompt != nil { return true }
    switch visible {
    case .login: return true
    case .films: return listUI.isSearching
    default: return false
    }
  }

  /// Handles one key: the visible screen's mapping first, then the global keys.
  package func handle(_ key: Key) {
    defer { updateVisibility() }
    if key == .control("c") || key == .control("d") {
      isFinished = true
      return
    }
    // A screen too small to draw shows a notice, not the screen: a key must not act on
    // something the user can't see. Only quitting works.
    guard !Frame.isTooSmall(size) else {
      if key == .character("q") { isFinished = true }
      return
    }
    message = nil
    seenScreenNotice = screenNotice
    if let confirmation {
      answer(confirmation, with: key)
      return
    }
    if linkPrompt != nil {
      handleLinkPrompt(key)
      return
    }
    app.activity.notice = nil
    let result: KeyResult
    switch visible {
    case .login(let store):
      result = apply(LoginScreen.handle(key, store.viewState, ui: &loginUI), to: store)
    case .films(let store):
      result = apply(FilmListScreen.handle(key, store.viewState, ui: &listUI), to: store)
    case .film(let store):
      var ui = detailUIs[ObjectIdentifier(store)] ?? FilmDetailUI()
      result = apply(
        FilmDetailScreen.handle(key, store.viewState, ui: &ui, size: bodySize), to: store)
      detailUIs[ObjectIdentifier(store)] = ui
    case .watchlist(let store):
      result = apply(WatchlistScreen.handle(key, store.viewState, ui: &watchlistUI), to: store)
    case .filters(let store, _):
      result = apply(FilterSheet.handle(key, store.viewState, ui: &filterUI), to: store)
    }
    switch result {
    case .done: break
    case .command(let command): run(command)
    case .unhandled: handleGlobal(key)
    }
  }

  /// What became of a key on the visible screen.
  enum KeyResult {
    case done
    case command(Command)
    case unhandled
  }

  /// Sends the event a key mapped to.
  private func apply<F: Feature>(
    _ outcome: KeyOutcome<F.ViewEvent>, to store: Store<F>
  ) -> KeyResult where F.ViewEvent: Equatable {
    switch outcome {
    case .event(let event):
      store.send(event)
      return .done
    case .eventSaying(let event, let text):
      store.send(event)
      say(text)
      return .done
    case .confirm(let question, let event, let done):
      confirmation = Confirmation(question: question, done: done) { [weak store] in
        store?.send(event)
      }
      return .done
    case .command(let command): return .command(command)
    case .handled: return .done
    case .unhandled: return .unhandled
    }
  }

  /// The keys every screen shares (when the screen doesn't type text).
  private func handleGlobal(_ key: Key) {
    switch key {
    case .character("q"): run(.quit)
    case .character("o"): linkPrompt = ""
    case .escape, .left, .backspace: run(.back)
    default: break
    }
  }

  private func run(_ command: Command) {
    switch command {
    case .back: app.back()
    case .quit: isFinished = true
    case .say(let text): say(text)
    }
  }

  /// `y` does what was asked about; any other key asks nothing of the screen.
  private func answer(_ confirmation: Confirmation, with key: Key) {
    self.confirmation = nil
    guard key == .character("y") || key == .character("Y") else {
      say("Cancelled: nothing was changed.")
      return
    }
    confirmation.confirm()
    if let done = confirmation.done { say(done) }
  }

  /// Shows a message in the status line until the next key, on the visible screen only.
  private func say(_ text: String) {
    message = (text, ObjectIdentifier(visibleStore))
  }

  private func handleLinkPrompt(_ key: Key) {
    guard var text = linkPrompt else { return }
    switch key {
    case .escape:
      linkPrompt = nil
    case .enter:
      linkPrompt = nil
      if let url = URL(string: text.trimmingSpaces()), url.scheme != nil {
        app.open(url)
      } else {
        app.activity.notice = "“\(text)” is not a link."
      }
    case .backspace:
      text.removeLast(text.isEmpty ? 0 : 1)
      linkPrompt = text
    case .control("u"):
      linkPrompt = ""
    case .character(let character):
      append(String(character), to: text)
    case .text(let typed):
      append(typed, to: text)
    default:
      break
    }
  }

  private func append(_ typed: String, to text: String) {
    let (text, cut) = FieldLimit.append(typed, to: text, limit: FieldLimit.link, field: "A link")
    linkPrompt = text
    if let cut { say(cut) }
  }
}
