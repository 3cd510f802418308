public import Flowline

/// A user service whose answers a test sets, recording what it was asked.
public actor MockUserService: UserService {
  public var usersResult: Result<[User], any Error>
  public var deleteError: (any Error)?
  public private(set) var deletedIDs: [User.ID] = []
  public private(set) var fetchCount = 0

  public init(users: [User] = [], deleteError: (any Error)? = nil) {
    self.usersResult = .success(users)
    self.deleteError = deleteError
  }

  public func setUsersResult(_ result: Result<[User], any Error>) { usersResult = result }

  public func fetchUsers() async throws -> [User] {
    fetchCount += 1
    return try usersResult.get()
  }

  public func deleteUser(id: User.ID) async throws {
    deletedIDs.append(id)
    if let deleteError { throw deleteError }
  }
}

public struct ServiceFailure: Error, Equatable, CustomStringConvertible {
  public var description: String

  public init(_ description: String) { self.description = description }
}

public struct StubAuthenticator: Authenticating {
  public let validPassword: String

  public init(validPassword: String) { self.validPassword = validPassword }

  public func login(email: String, password: Sensitive<String>) async throws -> Session {
    guard password.value == validPassword else { throw LoginError.invalidCredentials }
    return Session(token: Sensitive("token-\(email)"))
  }
}

public actor RecordingSessionStore: SessionStoring {
  public private(set) var saved: [Session] = []

  public init() {}

  public func save(_ session: Session) async { saved.append(session) }
}

extension User {
  public static let ann = User(id: "1", name: "Ann", email: "ann@example.com")
  public static let bob = User(id: "2", name: "Bob", email: "bob@example.com")
  public static let cid = User(id: "3", name: "Cid", email: "cid@example.com")
}

/// The dependency key for the user service.
public enum UserServiceKey: DependencyKey {
  public static let liveValue: any UserService = MockUserService(users: [.ann, .bob, .cid])
  public static let previewValue: any UserService = MockUserService(users: [.ann])
}

extension DependencyValues {
  public var userService: any UserService {
    get { self[UserServiceKey.self] }
    set { self[UserServiceKey.self] = newValue }
  }
}
