package import FilmCatalogCore
import Flowline
import Foundation
import GRDB

/// Checks credentials against the `account` table, which keeps each password as a salted scrypt
/// hash (``PasswordHash``), never in clear. The email is matched case-insensitively; an unknown
/// email costs a hash too, so timing does not tell which emails have accounts.
package struct SQLiteAuthenticator: Authenticating {
  private let database: AppDatabase

  package init(_ database: AppDatabase) {
    self.database = database
  }

  package func logIn(_ credentials: Credentials) async throws -> Session {
    let stored = try await database.writer.read { db in
      try String.fetchOne(
        db, sql: "SELECT passwordHash FROM account WHERE email = ?",
        arguments: [credentials.email])
    }
    let password = credentials.password.value
    let matches = await Self.verify(password, against: stored ?? Self.unknownAccount)
    guard stored != nil, matches else {
      throw LoginError.invalidCredentials
    }
    return Session(email: credentials.email.lowercased(), token: Sensitive(UUID().uuidString))
  }

  /// A hash no password matches, verified for an unknown email so that it takes as long.
  private static let unknownAccount =
    "scrypt$\(PasswordHash.cost)$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="

  #if compiler(>=6.2)
    /// Derives the hash on the global executor: scrypt is slow on purpose.
    @concurrent
    private static func verify(_ password: String, against stored: String) async -> Bool {
      PasswordHash.verify(password, against: stored)
    }
  #else
    // Swift 6.1 runs a nonisolated async function on the global executor: the same hop.
    private static func verify(_ password: String, against stored: String) async -> Bool {
      PasswordHash.verify(password, against: stored)
    }
  #endif
}

/// Keeps the signed-in session in the `session` table (one row at most).
package struct SQLiteSessionStore: SessionStoring {
  private let database: AppDatabase

  package init(_ database: AppDatabase) {
    self.database = database
  }

  /// The saved session, read synchronously at launch by the composition root.
  package func currentSession() throws -> Session? {
    try database.writer.read { db in
      try Row.fetchOne(db, sql: "SELECT email, token FROM session WHERE id = 1").map {
        Session(email: $0["email"], token: Sensitive($0["token"]))
      }
    }
  }

  package func save(_ session: Session) async throws {
    try await database.writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO session (id, email, token, createdAt) VALUES (1, ?, ?, ?)
          ON CONFLICT(id) DO UPDATE SET email = excluded.email, token = excluded.token,
            createdAt = excluded.createdAt
          """,
        arguments: [session.email, session.token.value, Date()])
    }
  }

  package func clear() async throws {
    try await database.writer.write { db in try db.execute(sql: "DELETE FROM session") }
  }
}

/// Appends each tracked event to the `analyticsEvent` table. Losing one is not worth an error.
package struct SQLiteAnalytics: AnalyticsTracking {
  private let database: AppDatabase

  package init(_ database: AppDatabase) {
    self.database = database
  }

  package func track(_ event: String) async {
    try? await database.writer.write { db in
      try db.execute(
        sql: "INSERT INTO analyticsEvent (name, at) VALUES (?, ?)", arguments: [event, Date()])
    }
  }

  /// Every event tracked so far, oldest first (for tests and curious users).
  package func events() throws -> [String] {
    try database.writer.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM analyticsEvent ORDER BY id")
    }
  }
}
