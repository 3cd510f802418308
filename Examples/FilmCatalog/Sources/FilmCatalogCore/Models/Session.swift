/// What logging in needs.
package struct Credentials: Equatable, Sendable {
  package var email: String
  package var password: String

  package init(email: String, password: String) {
    self.email = email
    self.password = password
  }
}

/// A signed-in session, kept until the user logs out.
package struct Session: Equatable, Sendable, Codable {
  package var email: String
  package var token: String

  package init(email: String, token: String) {
    self.email = email
    self.token = token
  }
}

/// Why logging in failed.
package enum LoginError: Error, Equatable, Sendable {
  /// The email and password don't match an account.
  case invalidCredentials
  /// The account store could not be read.
  case unavailable(String)
}
