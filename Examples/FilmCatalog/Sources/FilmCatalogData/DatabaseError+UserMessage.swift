import FilmCatalogCore
import GRDB

extension DatabaseError {
  /// What went wrong, in words for the user: SQLite's own text ("database is locked",
  /// "attempt to write a readonly database") means nothing to them and is long.
  var userMessage: String {
    switch resultCode {
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      "The catalog is busy in another window. Try again in a moment."
    case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH:
      "The catalog can't be changed: its file is read-only."
    case .SQLITE_FULL:
      "The disk is full: the change could not be saved."
    case .SQLITE_CORRUPT, .SQLITE_NOTADB:
      "The catalog's file is damaged."
    case .SQLITE_CANTOPEN, .SQLITE_IOERR:
      "The catalog's file can't be read or written."
    case .SQLITE_CONSTRAINT:
      "That film is no longer in the catalog: another window deleted it."
    default:
      "The catalog's database failed (SQLite code \(resultCode.primaryResultCode.rawValue))."
    }
  }
}

/// Runs a database access and turns a SQLite failure into a ``RepositoryError`` with a message
/// for the user; other errors (a cancellation, a repository's own error) pass unchanged.
/// Runs a synchronous database access, turning a database error into the user's words.
func userFacingNow<T>(_ access: () throws -> T) throws -> T {
  do {
    return try access()
  } catch let error as DatabaseError {
    throw RepositoryError(error.userMessage)
  }
}

func userFacing<T>(_ access: () async throws -> T) async throws -> T {
  do {
    return try await access()
  } catch let error as DatabaseError {
    throw RepositoryError(error.userMessage)
  }
}
