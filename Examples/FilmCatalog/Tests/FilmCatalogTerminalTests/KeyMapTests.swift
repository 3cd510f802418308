import FilmCatalogCore
import FilmCatalogTerminal
import Flowline
import Testing

@Suite struct KeyMapTests {
  let login = Login().reduce(.init(email: "ann@example.com"))

  @Test func loginKeysEditTheFocusedFieldAndSubmit() {
    var ui = LoginUI()
    #expect(
      LoginScreen.handle(.character("x"), login, ui: &ui)
        == .event(.emailChanged("ann@example.comx")))
    #expect(
      LoginScreen.handle(.backspace, login, ui: &ui) == .event(.emailChanged("ann@example.co")))
    #expect(LoginScreen.handle(.enter, login, ui: &ui) == .handled)
    #expect(ui.focus == .password)
    #expect(LoginScreen.handle(.character("p"), login, ui: &ui) == .event(.passwordChanged("p")))
    var typed = login
    typed.maskedPassword = "•"
    #expect(LoginScreen.handle(.character("w"), typed, ui: &ui) == .event(.passwordChanged("pw")))
    typed.maskedPassword = "••"
    #expect(LoginScreen.handle(.enter, typed, ui: &ui) == .event(.submitTapped))
    #expect(LoginScreen.handle(.tab, typed, ui: &ui) == .handled)
    #expect(ui.focus == .email)
    #expect(LoginScreen.handle(.control("u"), typed, ui: &ui) == .event(.emailChanged("")))
    #expect(LoginScreen.handle(.escape, typed, ui: &ui) == .unhandled)
  }

  @Test func aPasswordTheFeatureForgotIsForgottenByTheTerminalToo() {
    var ui = LoginUI()
    ui.focus = .password
    ui.password = "secret"
    #expect(LoginScreen.handle(.character("a"), login, ui: &ui) == .event(.passwordChanged("a")))
  }

  var list: FilmList.ViewState {
    FilmList().reduce(.init(films: .loaded(FilmPage(Film.samples))))
  }

  @Test func listKeysMoveTheCursorAndOpenOrDeleteTheHighlightedFilm() {
    var ui = FilmListUI()
    #expect(FilmListScreen.handle(.up, list, ui: &ui) == .handled)
    #expect(ui.cursor == 0)
    // Moves inside the loaded window are the terminal's own: no action, no work for the list.
    #expect(FilmListScreen.handle(.down, list, ui: &ui) == .handled)
    #expect(FilmListScreen.handle(.character("j"), list, ui: &ui) == .handled)
    #expect(FilmListScreen.handle(.enter, list, ui: &ui) == .event(.filmTapped(list.rows[2].id)))
    #expect(FilmListScreen.handle(.end, list, ui: &ui) == .handled)
    #expect(ui.cursor == 3)
    #expect(FilmListScreen.handle(.pageDown, list, ui: &ui) == .handled)
    #expect(ui.cursor == 3)
    #expect(
      FilmListScreen.handle(.character("d"), list, ui: &ui)
        == .confirm(
          question: "Delete “\(list.rows[3].title)” from the catalog? y/n",
          event: .deleteTapped(list.rows[3].id), done: nil))
    #expect(FilmListScreen.handle(.character("r"), list, ui: &ui) == .event(.refreshPulled))
    #expect(FilmListScreen.handle(.character("f"), list, ui: &ui) == .event(.filtersTapped))
    #expect(FilmListScreen.handle(.character("w"), list, ui: &ui) == .event(.watchlistTapped))
    #expect(FilmListScreen.handle(.character("L"), list, ui: &ui) == .event(.logOutTapped))
    #expect(FilmListScreen.handle(.character("q"), list, ui: &ui) == .unhandled)
  }

  @Test func slashTypesIntoTheSearchUntilEnter() {
    var ui = FilmListUI()
    var state = list
    #expect(FilmListScreen.handle(.character("/"), state, ui: &ui) == .handled)
    #expect(ui.isSearching)
    #expect(FilmListScreen.handle(.character("q"), state, ui: &ui) == .event(.queryChanged("q")))
    state.query = "sea"
    #expect(FilmListScreen.handle(.backspace, state, ui: &ui) == .event(.queryChanged("se")))
    #expect(FilmListScreen.handle(.control("u"), state, ui: &ui) == .event(.queryChanged("")))
    #expect(FilmListScreen.handle(.enter, state, ui: &ui) == .handled)
    #expect(!ui.isSearching)
    #expect(FilmListScreen.handle(.escape, state, ui: &ui) == .event(.queryChanged("")))
    state.errorMessage = "Could not load the films: offline"
    #expect(FilmListScreen.handle(.escape, state, ui: &ui) == .event(.errorDismissed))
  }

  @Test func anEmptyListIgnoresOpenAndDelete() {
    var ui = FilmListUI()
    let empty = FilmList().reduce(.init(films: .loaded([])))
    #expect(FilmListScreen.handle(.enter, empty, ui: &ui) == .handled)
    #expect(FilmListScreen.handle(.character("d"), empty, ui: &ui) == .handled)
    #expect(FilmListScreen.handle(.down, empty, ui: &ui) == .handled)
    #expect(ui.cursor == 0)
  }

  @MainActor @Test func detailKeysToggleOpenRelatedAndGoBack() {
    var state = FilmDetail.DomainState(filmID: 3, film: .loaded(Film.samples[2]))
    state.related = .loaded([Film.samples[0], Film.samples[1]])
    var view = FilmDetail().reduce(state)
    var ui = FilmDetailUI()
    #expect(FilmDetailScreen.handle(.character("f"), view, ui: &ui) == .event(.favouriteTapped))
    #expect(FilmDetailScreen.handle(.character("w"), view, ui: &ui) == .event(.watchlistTapped))
    #expect(FilmDetailScreen.handle(.character("W"), view, ui: &ui) == .event(.openWatchlistTapped))
    #expect(FilmDetailScreen.handle(.down, view, ui: &ui) == .handled)
    #expect(FilmDetailScreen.handle(.enter, view, ui: &ui) == .event(.relatedFilmTapped(2)))
    // A refresh always reloads: another window may have changed or deleted the film.
    #expect(FilmDetailScreen.handle(.character("r"), view, ui: &ui) == .event(.retryTapped))
    #expect(FilmDetailScreen.handle(.escape, view, ui: &ui) == .command(.back))
    view.errorMessage = "Could not save the favourite: offline"
    #expect(FilmDetailScreen.handle(.escape, view, ui: &ui) == .event(.errorDismissed))
    view.canRetry = true
    #expect(FilmDetailScreen.handle(.character("r"), view, ui: &ui) == .event(.retryTapped))
  }

  @MainActor @Test func aMissingFilmOffersNoRetryAndEscGoesBackAtOnce() {
    var state = FilmDetail.DomainState(filmID: 468)
    state.film = .failed(FilmDetail.missingFilm, previous: nil)
    state.errorMessage = FilmDetail.missingFilm.message
    let view = FilmDetail().reduce(state)
    #expect(view.isMissing)
    #expect(!view.canRetry)
    var ui = FilmDetailUI()
    #expect(FilmDetailScreen.handle(.character("r"), view, ui: &ui) == .handled)
    #expect(FilmDetailScreen.handle(.escape, view, ui: &ui) == .command(.back))
    let content = FilmDetailScreen.render(
      view, ui: ui, size: TerminalSize(columns: 60, rows: 10), tick: 0)
    #expect(
      content.body.map(\.text).contains("There is no film 468 in the catalog. (Esc to go back)"))
    #expect(!content.hints.contains("retry"))
  }

  @MainActor @Test func emptyLoginFieldsSayWhatIsMissing() {
    var ui = LoginUI()
    ui.focus = .password
    let empty = Login().reduce(.init())
    #expect(
      LoginScreen.handle(.enter, empty, ui: &ui)
        == .command(.say("Enter your email address and password.")))
    #expect(ui.focus == .email)
    let email = Login().reduce(.init(email: "ann@example.com"))
    ui.focus = .password
    #expect(LoginScreen.handle(.enter, email, ui: &ui) == .command(.say("Enter your password.")))
    var typed = Login.DomainState()
    typed.password = "pw"
    ui.password = "pw"
    ui.focus = .password
    #expect(
      LoginScreen.handle(.enter, Login().reduce(typed), ui: &ui)
        == .command(.say("Enter your email address.")))
  }

  @MainActor @Test func pastedTextIsOneEditCutToTheFieldsLimit() {
    var ui = FilmListUI()
    ui.isSearching = true
    let list = FilmList().reduce(.init(films: .loaded(FilmPage(Film.samples))))
    #expect(FilmListScreen.handle(.text("orb"), list, ui: &ui) == .event(.queryChanged("orb")))
    let long = String(repeating: "x", count: 2_000)
    #expect(
      FilmListScreen.handle(.text(long), list, ui: &ui)
        == .eventSaying(
          .queryChanged(String(repeating: "x", count: FieldLimit.search)),
          "The search is limited to \(FieldLimit.search) characters."))
    var login = LoginUI()
    login.focus = .password
    #expect(
      LoginScreen.handle(.text("flowline"), Login().reduce(.init()), ui: &login)
        == .event(.passwordChanged("flowline")))
  }

  @MainActor @Test func watchlistAndFilterKeys() {
    var ui = WatchlistUI()
    var entries = WatchlistFeature.DomainState()
    entries.entries = [WatchlistEntry(Film.samples[2])]
    let watchlist = WatchlistFeature().reduce(entries)
    #expect(WatchlistScreen.handle(.enter, watchlist, ui: &ui) == .event(.filmTapped(3)))
    #expect(
      WatchlistScreen.handle(.character("d"), watchlist, ui: &ui)
        == .event(.removeTapped(3)))  // said by the screen once saved, not before
    #expect(
      WatchlistScreen.handle(.character("C"), watchlist, ui: &ui)
        == .confirm(
          question: "Remove all 1 film from your watchlist? y/n", event: .clearTapped,
          done: nil))
    #expect(
      WatchlistScreen.handle(.character("C"), WatchlistFeature().reduce(.init()), ui: &ui)
        == .command(.say("Your watchlist is already empty.")))
    #expect(WatchlistScreen.handle(.escape, watchlist, ui: &ui) == .command(.back))

    var sheet = FilterSheetUI()
    let picker = FilterPicker().reduce(.init(current: .favourites))
    #expect(FilterSheet.handle(.enter, picker, ui: &sheet) == .event(.filterTapped(.favourites)))
    #expect(FilterSheet.handle(.down, picker, ui: &sheet) == .handled)
    #expect(FilterSheet.handle(.enter, picker, ui: &sheet) == .event(.filterTapped(.genre(.drama))))
    #expect(FilterSheet.handle(.escape, picker, ui: &sheet) == .event(.cancelTapped))
  }
}

extension FilmList {
  /// A list feature for reducing states in tests; its dependencies are never called.
  init() {
    self.init(
      repository: InMemoryFilmRepository(films: []), clock: ContinuousClock(),
      pendingWork: PendingWork())
  }
}

extension Login {
  /// A login feature for reducing states in tests; its use case is never run.
  init() {
    self.init(
      useCase: LoginUseCase(
        authenticator: DemoAuthenticator(), sessionStore: InMemorySessionStore()))
  }
}

extension WatchlistFeature {
  @MainActor init() {
    self.init(watchlist: Shared(Watchlist()), pendingWork: PendingWork())
  }
}

extension FilmDetail {
  @MainActor init() {
    self.init(
      repository: InMemoryFilmRepository(films: []), watchlist: Shared(Watchlist()),
      pendingWork: PendingWork())
  }
}
