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
///
/// Loading runs once, at launch; saving after each navigation change, and must not hold the
/// main actor while it waits for the storage (a lock held by another process).
@MainActor
package protocol NavigationStateStoring: Sendable {
  /// The saved bytes, if any.
  func load() -> Data?
  /// Replaces the saved bytes.
  ///
  /// - Throws: When they could not be saved, in the user's words.
  func save(_ bytes: Data) async throws
  /// Keeps bytes that could not be restored, with the reason, so nothing is silently lost.
  func keepUnreadable(_ bytes: Data, reason: String)
}
