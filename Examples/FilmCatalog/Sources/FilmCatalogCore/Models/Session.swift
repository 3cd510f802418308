package import Flowline

/// What logging in needs.
package struct Credentials: Equatable, Sendable {
  package var email: String
  /// Never shown: every description of it is redacted.
  package var password: Sensitive<String>

  package init(email: String, password: Sensitive<String>) {
    self.email = email
    self.password = password
  }
}

/// A signed-in session, kept until the user logs out.
package struct Session: Equatable, Sendable, Codable {
  package var email: String
  /// Never shown: every description of it is redacted.
  package var token: Sensitive<String>

  package init(email: String, token: Sensitive<String>) {
    self.email = email
    self.token = token
  }
}

/// Why logging in failed.
package enum LoginError: Error, Equatable, Sendable, Codable {
  /// The email and password don't match an account.
  case invalidCredentials
  /// The account store could not be read.
  case unavailable(String)
}
