package import Foundation

/// Checks credentials (seed 000's `Authenticating`).
package protocol Authenticating: Sendable {
  /// A new session for valid credentials.
  ///
  /// - Throws: ``LoginError`` when the credentials are wrong or the accounts can't be read.
  func logIn(_ credentials: Credentials) async throws -> Session
}

/// Keeps the signed-in session between launches (seed 000's `SessionStoring`).
package protocol SessionStoring: Sendable {
  /// Saves the session.
  func save(_ session: Session) async throws
  /// Forgets the session (logging out).
  func clear() async throws
}

/// Records what the product team wants to count. Only decorators of use-case outputs call it.
package protocol AnalyticsTracking: Sendable {
  /// Records one event by name.
  func track(_ event: String) async
}

/// Keeps the app's navigation state between launches, as the bytes `Flow` encodes.
@MainActor
package protocol NavigationStateStoring {
  /// The saved bytes, if any.
  func load() -> Data?
  /// Replaces the saved bytes.
  func save(_ bytes: Data)
  /// Keeps bytes that could not be restored, with the reason, so nothing is silently lost.
  func keepUnreadable(_ bytes: Data, reason: String)
}
