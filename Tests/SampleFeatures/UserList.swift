public import Flowline

/// A user of the seed-001 user list.
public struct User: Equatable, Hashable, Sendable, Identifiable {
  public var id: String
  public var name: String
  public var email: String

  public init(id: String, name: String, email: String) {
    self.id = id
    self.name = name
    self.email = email
  }
}

/// The service the user list talks to (seed 001's `UserService`).
public protocol UserService: Sendable {
  func fetchUsers() async throws -> [User]
  func deleteUser(id: User.ID) async throws
}

/// Seed 001's UserList, re-expressed as a Flowline feature: load on appear, pull to refresh,
/// optimistic delete with rollback, a debounced search, and selection reported to the parent.
public struct UserList: Feature {
  public enum ViewEvent: Equatable, Sendable {
    case onAppear
    case onRefresh
    case onUserTapped(User.ID)
    case onDeleteTapped(User.ID)
    case queryChanged(String)
    case errorDismissed
  }

  public enum DomainAction: Equatable, Sendable {
    case loadUsers
    case refreshUsers
    case selectUser(User.ID)
    case deleteUser(User.ID)
    case setQuery(String)
    case applyQuery(String)
    case dismissError
    case usersResponse(Result<[User], LoadingError>)
    case deleteFailed(User, at: Int, LoadingError)
  }

  public struct DomainState: Equatable, Sendable {
    public var users: Loadable<[User]> = .idle
    public var query = ""
    public var appliedQuery = ""
    public var errorMessage: String?

    public init(users: Loadable<[User]> = .idle) {
      self.users = users
    }
  }

  public struct ViewState: Equatable, Sendable {
    public var rows: [UserRowItem]
    public var query: String
    public var isLoading: Bool
    public var isRefreshing: Bool
    public var errorMessage: String?
    public var showEmptyState: Bool

    public init(
      rows: [UserRowItem], query: String, isLoading: Bool, isRefreshing: Bool,
      errorMessage: String?, showEmptyState: Bool
    ) {
      self.rows = rows
      self.query = query
      self.isLoading = isLoading
      self.isRefreshing = isRefreshing
      self.errorMessage = errorMessage
      self.showEmptyState = showEmptyState
    }
  }

  public struct UserRowItem: Equatable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var email: String
  }

  public enum ScreenEvent: Equatable, Sendable {
    case userSelected(User.ID)
  }

  enum CancelID: Hashable, Sendable { case load, search }

  public let userService: any UserService
  public let clock: any Clock<Duration>

  public init(userService: any UserService, clock: any Clock<Duration>) {
    self.userService = userService
    self.clock = clock
  }

  public func map(event: ViewEvent) -> DomainAction? {
    switch event {
    case .onAppear: .loadUsers
    case .onRefresh: .refreshUsers
    case .onUserTapped(let id): .selectUser(id)
    case .onDeleteTapped(let id): .deleteUser(id)
    case .queryChanged(let query): .setQuery(query)
    case .errorDismissed: .dismissError
    }
  }

  public func interact(_ state: inout DomainState, with action: DomainAction) -> Effect {
    switch action {
    case .loadUsers:
      guard !state.users.isLoading, state.users.value == nil else { return .none }
      return load(&state)

    case .refreshUsers:
      return load(&state)

    case .usersResponse(let result):
      state.users.complete(with: result)
      state.errorMessage = state.users.error?.message
      return .none

    case .selectUser(let id):
      return .emit(.userSelected(id))

    case .deleteUser(let id):
      guard var users = state.users.value, let index = users.firstIndex(where: { $0.id == id })
      else { return .none }
      let user = users.remove(at: index)
      state.users = .loaded(users)
      return .run { [userService] _ in
        try await userService.deleteUser(id: id)
      } catch: { error, send in
        await send(.deleteFailed(user, at: index, LoadingError(error)))
      }

    case .deleteFailed(let user, let index, let error):
      var users = state.users.value ?? []
      users.insert(user, at: min(index, users.count))
      state.users = .loaded(users)
      state.errorMessage = "Could not delete \(user.name): \(error.message)"
      return .none

    case .setQuery(let query):
      state.query = query
      return .run { send in await send(.applyQuery(query)) }
        .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)

    case .applyQuery(let query):
      state.appliedQuery = query
      return .none

    case .dismissError:
      state.errorMessage = nil
      return .none
    }
  }

  public func reduce(_ state: DomainState) -> ViewState {
    let users = state.users.value ?? []
    let query = state.appliedQuery.lowercased()
    let visible =
      query.isEmpty
      ? users : users.filter { $0.name.lowercased().contains(query) }
    return ViewState(
      rows: visible.map { UserRowItem(id: $0.id, name: $0.name, email: $0.email) },
      query: state.query,
      isLoading: state.users.isLoading && !state.users.isRefreshing,
      isRefreshing: state.users.isRefreshing,
      errorMessage: state.errorMessage,
      showEmptyState: !state.users.isLoading && state.users.value?.isEmpty == true
        && state.errorMessage == nil
    )
  }

  private func load(_ state: inout DomainState) -> Effect {
    state.users.startLoading()
    state.errorMessage = nil
    return .run { [userService] in
      try await userService.fetchUsers()
    } then: { result in
      .usersResponse(result.mapError(LoadingError.init))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
