package import Flowline

/// The watchlist screen: follows the shared ``Watchlist`` while shown, removes entries, and
/// reports a tapped film to its parent.
package struct WatchlistFeature: Feature, Sendable {
  package enum ViewEvent: Equatable, Sendable, Codable {
    case onAppear
    case onDisappear
    case removeTapped(Film.ID)
    case filmTapped(Film.ID)
    case clearTapped
    case errorDismissed
  }

  package enum DomainAction: Equatable, Sendable {
    case follow
    case stopFollowing
    case watchlistChanged(Watchlist)
    case remove(Film.ID)
    case select(Film.ID)
    case clear
    /// A change could not be saved, and was not kept.
    case saveFailed(LoadingError)
    /// A change reached the database: what it did, to say so only now.
    case saved(String)
    case dismissError
  }

  package struct DomainState: Equatable, Sendable {
    package var entries: [WatchlistEntry] = []
    package var isLoaded = false
    package var errorMessage: String?
    /// What the last saved change did ("Removed “Orbit” from your watchlist."): said once the
    /// database has it, never before.
    package var notice: String?

    package init() {}
  }

  package struct ViewState: Equatable, Sendable {
    package var rows: [Row]
    package var countText: String
    package var emptyMessage: String?
    /// Why the last change could not be saved.
    package var errorMessage: String?
    /// What the last saved change did.
    package var notice: String?
  }

  /// One film on the list.
  package struct Row: Equatable, Sendable, Identifiable {
    package var id: Film.ID
    package var title: String
    package var year: String

    package init(id: Film.ID, title: String, year: String) {
      self.id = id
      self.title = title
      self.year = year
    }
  }

  package enum ScreenEvent: Equatable, Sendable {
    case filmSelected(Film.ID)
  }

  enum CancelID: Hashable, Sendable { case watchlist }

  package let watchlist: Shared<Watchlist>
  /// Changes finish even when the screen goes away; failures then reach the app.
  package let pendingWork: PendingWork

  package init(watchlist: Shared<Watchlist>, pendingWork: PendingWork) {
    self.watchlist = watchlist
    self.pendingWork = pendingWork
  }

  package func map(event: ViewEvent) -> DomainAction? {
    switch event {
    case .onAppear: .follow
    case .onDisappear: .stopFollowing
    case .removeTapped(let id): .remove(id)
    case .filmTapped(let id): .select(id)
    case .clearTapped: .clear
    case .errorDismissed: .dismissError
    }
  }

  package func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .follow:
      return .run { [watchlist] send in
        for await value in await watchlist.values() { await send(.watchlistChanged(value)) }
      }
      .cancellable(id: CancelID.watchlist, cancelInFlight: true)
    case .stopFollowing:
      return .cancel(id: CancelID.watchlist)
    case .watchlistChanged(let list):
      state.entries = list.entries
      state.isLoaded = true
      return .none
    case .remove(let id):
      let film = state.entries.first { $0.id == id }?.title
      state.errorMessage = nil
      state.notice = nil
      return save(
        film.map { "Removing “\($0)”" } ?? "Removing a film from your watchlist",
        done: film.map { "Removed “\($0)” from your watchlist." }
          ?? "Removed it from your watchlist."
      ) { $0.remove(id) }
    case .select(let id):
      return .emit(.filmSelected(id))
    case .clear:
      guard !state.entries.isEmpty else { return .none }
      state.errorMessage = nil
      state.notice = nil
      return save("Clearing your watchlist", done: "Cleared your watchlist.") {
        $0 = Watchlist()
      }
    case .saveFailed(let error):
      state.errorMessage = "Could not save your watchlist: \(error.message)"
      return .none
    case .saved(let notice):
      state.notice = notice
      return .none
    case .dismissError:
      state.errorMessage = nil
      return .none
    }
  }

  /// Changes the shared watchlist; the save finishes even if the screen goes away.
  private func save(
    _ title: String, done: String, _ change: @escaping @Sendable (inout Watchlist) -> Void
  ) -> Effect {
    .run { [watchlist] in
      try await watchlist.update(change)
    } then: { result in
      switch result {
      case .success: .saved(done)
      case .failure(let error): .saveFailed(LoadingError(error))
      }
    }
    .mustFinish(title, in: pendingWork)
  }

  package func reduce(_ state: DomainState) -> ViewState {
    ViewState(
      rows: state.entries.map { Row(id: $0.id, title: $0.title, year: String($0.year)) },
      countText: "\(state.entries.count) film\(state.entries.count == 1 ? "" : "s")",
      emptyMessage: state.isLoaded && state.entries.isEmpty
        ? "Your watchlist is empty. Add films from their detail screen." : nil,
      errorMessage: state.errorMessage,
      notice: state.notice
    )
  }
}
