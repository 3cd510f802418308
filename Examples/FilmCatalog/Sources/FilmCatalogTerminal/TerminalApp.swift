package import FilmCatalogCore
import Flowline
package import Foundation

/// The terminal front end's state and logic, without any terminal I/O: it turns keys into view
/// events for the visible screen's store (or into navigation the flow owns), and renders the
/// screens' view states into frames. The executable only feeds it keys and sizes and writes its
/// frames out, so everything here is tested.
@MainActor
package final class TerminalApp {
  package let app: AppFlow
  /// The terminal's size; the executable updates it on SIGWINCH.
  package var size: TerminalSize
  /// The loading indicator's animation step.
  package var tick = 0
  /// Set when the user asked to quit.
  package internal(set) var isFinished = false
  /// Whether the last frame showed a loading indicator.
  package private(set) var isBusy = false

  // The screens' terminal states, and the prompts: read by the key handling in
  // TerminalApp+Keys.swift, hence internal.
  private let loginHint: String?
  var loginUI = LoginUI()
  var listUI = FilmListUI()
  /// The list the cursor belongs to.
  private weak var listStore: Store<FilmList>?
  var detailUIs: [ObjectIdentifier: FilmDetailUI] = [:]
  var watchlistUI = WatchlistUI()
  var filterUI = FilterSheetUI()
  /// The link being typed after `o`, if any.
  var linkPrompt: String?
  private weak var visibleScreen: AnyObject?
  /// A question waiting for `y` or `n`, and what a `y` does.
  var confirmation: Confirmation?
  /// What the last key did, for the status line: shown until the next key, and only on the
  /// screen it is about.
  var message: (text: String, screen: ObjectIdentifier)?
  /// The visible screen's notice as it was when the last key came: the user has seen it.
  var seenScreenNotice: String?

  /// A question asked before a change that can't be undone.
  struct Confirmation {
    var question: String
    var done: String?
    var confirm: @MainActor () -> Void
  }

  /// The screen on top, with its store.
  enum Visible {
    case login(Store<Login>)
    case films(Store<FilmList>)
    case film(Store<FilmDetail>)
    case watchlist(Store<WatchlistFeature>)
    case filters(Store<FilterPicker>, under: Store<FilmList>?)
  }

  package init(app: AppFlow, size: TerminalSize, loginHint: String? = nil) {
    self.app = app
    self.size = size
    self.loginHint = loginHint
  }

  /// Shows the first screen (restoring the last session's), then opens `link` if given.
  package func start(opening link: URL? = nil) {
    app.start()
    if let link { app.open(link) }
    updateVisibility()
  }

  var visible: Visible {
    let flow = app.flow
    if let sheet = flow.destinationScreen as? Store<FilterPicker> {
      return .filters(sheet, under: app.filmList)
    }
    switch flow.path.last.flatMap(flow.screen(for:)) {
    case let store as Store<FilmList>: return .films(store)
    case let store as Store<FilmDetail>: return .film(store)
    case let store as Store<WatchlistFeature>: return .watchlist(store)
    default: return .login(app.login)
    }
  }

  // MARK: - Visibility

  /// The store of the screen on top.
  var visibleStore: AnyObject {
    switch visible {
    case .login(let store): store
    case .films(let store): store
    case .film(let store): store
    case .watchlist(let store): store
    case .filters(let store, _): store
    }
  }

  /// The visible screen's own notice, if it has one.
  var screenNotice: String? {
    guard case .films(let store) = visible else { return nil }
    return store.viewState.notice
  }

  /// Tells the screen that came on top that it appeared, and the one it covered that it
  /// disappeared, as SwiftUI's `onAppear`/`onDisappear` would. Call it before rendering.
  package func updateVisibility() {
    let screen = visibleStore
    guard screen !== visibleScreen else { return }
    switch visibleScreen {
    case let store as Store<FilmDetail>: store.send(.onDisappear)
    case let store as Store<WatchlistFeature>: store.send(.onDisappear)
    default: break
    }
    if let list = visibleScreen as? Store<FilmList> { rememberListPosition(list) }
    visibleScreen = screen
    switch screen {
    case let store as Store<FilmList>: listAppeared(store)
    case let store as Store<FilmDetail>: store.send(.onAppear)
    case let store as Store<WatchlistFeature>:
      watchlistUI = WatchlistUI()
      store.send(.onAppear)
    case is Store<FilterPicker>:
      filterUI = FilterSheetUI()
      // The list is drawn behind the sheet: a sheet restored at launch covers a list that never
      // appeared, which must load to be drawn.
      if case .filters(_, let list?) = visible, list !== listStore { listAppeared(list) }
    default: break
    }
    let shown = Set(
      app.flow.path.compactMap { app.flow.screen(for: $0) }.map(ObjectIdentifier.init))
    detailUIs = detailUIs.filter { shown.contains($0.key) }
  }

  /// Tells the list it appeared (it loads, the first time).
  private func listAppeared(_ store: Store<FilmList>) {
    // A new list (a restored one, one after logging in again): the cursor starts where it is.
    if listStore !== store {
      listStore = store
      listUI = FilmListUI(cursor: store.viewState.position)
    }
    store.send(.onAppear)
  }

  /// Hands the cursor to the list when the user leaves it (or quits), so that the position is
  /// saved with the navigation and restored: moves inside the window send nothing.
  package func rememberListPosition() {
    if let listStore { rememberListPosition(listStore) }
  }

  private func rememberListPosition(_ list: Store<FilmList>) {
    guard list.viewState.position != listUI.cursor else { return }
    list.send(.scrolled(to: listUI.cursor))
  }

  // MARK: - Rendering

  /// The frame for the current state. Reads only view states, the flow and the activity log, so
  /// that an observation of this call sees every change that should redraw.
  package func frame() -> [Line] {
    let body = bodySize
    var sheet: Frame.Sheet?
    let content: ScreenContent
    switch visible {
    case .login(let store):
      content = LoginScreen.render(
        store.viewState, ui: loginUI, width: body.columns, tick: tick, hint: loginHint)
    case .films(let store):
      content = FilmListScreen.render(store.viewState, ui: listUI, size: body, tick: tick)
    case .film(let store):
      let ui = detailUIs[ObjectIdentifier(store)] ?? FilmDetailUI()
      content = FilmDetailScreen.render(store.viewState, ui: ui, size: body, tick: tick)
    case .watchlist(let store):
      content = WatchlistScreen.render(store.viewState, ui: watchlistUI, size: body)
    case .filters(let store, let list):
      let under = list.map {
        FilmListScreen.render($0.viewState, ui: listUI, size: body, tick: tick)
      }
      sheet = Frame.Sheet(
        title: "Filter", lines: FilterSheet.render(store.viewState, ui: filterUI),
        focus: FilterSheet.cursor(store.viewState, filterUI))
      content = ScreenContent(
        title: "Filter", body: under?.body ?? [], hints: FilterSheet.hints,
        isBusy: under?.isBusy ?? false)
    }
    isBusy = content.isBusy
    return Frame.compose(
      title: breadcrumb(),
      titleRight: app.session == nil ? "" : "Watchlist: \(app.watchlist.value.entries.count)",
      body: content.body,
      sheet: sheet,
      hints: linkPrompt == nil ? content.hints : linkPromptHints,
      status: statusLine(),
      size: size)
  }

  /// The size a screen's body gets in the frame: the chrome and the margins taken off.
  var bodySize: TerminalSize {
    TerminalSize(columns: max(0, size.columns - 2), rows: max(0, size.rows - Frame.chromeRows))
  }

  private func breadcrumb() -> String {
    var parts = ["Film Catalog"]
    for route in app.flow.path {
      switch route {
      case .films: parts.append("Films")
      case .watchlist: parts.append("Watchlist")
      case .film(let id):
        parts.append((app.flow.screen(for: route) as? Store<FilmDetail>)?.title ?? "Film #\(id)")
      }
    }
    if app.flow.path.isEmpty { parts.append("Log in") }
    let text = parts.joined(separator: " › ")
    let room = size.columns / 2 + 10
    return text.columnWidth <= room ? text : "…" + text.suffix(columns: max(0, room - 1))
  }

  /// The hints line while a link is typed; the status line shows the link, so a message about
  /// it (a paste cut to the limit) goes here.
  private var linkPromptHints: String {
    if let message, message.screen == ObjectIdentifier(visibleStore) { return message.text }
    return "Enter open  Esc cancel  e.g. filmcatalog://film/42"
  }

  /// Messages for the user, never a description of an action or a state: what is being asked,
  /// what a key or a change did, a notice from the app; empty when there is nothing to say.
  private func statusLine() -> Line {
    if let linkPrompt {
      let label = "Open link: "
      // The frame indents the line by a column; the link's end and cursor stay in view.
      return Line(
        label + typedField(linkPrompt, width: size.columns - 1 - label.count), .notice)
    }
    if let confirmation { return Line(confirmation.question, .notice) }
    if let notice = screenNotice, notice != seenScreenNotice { return Line(notice, .success) }
    if let message, message.screen == ObjectIdentifier(visibleStore) {
      return Line(message.text, .notice)
    }
    if let notice = app.activity.notice { return Line(notice, .notice) }
    return Line()
  }
}
