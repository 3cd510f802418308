/// A value that must never appear in any output: a password, a token, a card number.
///
/// Wrap a secret in `Sensitive` wherever it crosses the flow (a view event, a domain action,
/// the domain state), and every description Flowline produces shows it as `‹redacted›`: the
/// logging interceptor, state diffs (``StateChange/diff``), the test harness's failure
/// messages, and anything an app displays from `String(describing:)`, `print`, `dump` or string
/// interpolation. The value itself is there for the code that needs it, through ``value``.
///
/// ```swift
/// struct Login: Feature {
///   enum DomainAction: Sendable {
///     case setEmail(String)
///     case setPassword(Sensitive<String>)
///     case submit
///   }
///   struct DomainState: Equatable, Sendable {
///     var email = ""
///     var password = Sensitive("")
///   }
///   // …
/// }
///
/// print(Login.DomainAction.setPassword(Sensitive("hunter2")))  // setPassword(‹redacted›)
/// ```
///
/// Equality, hashing and coding use the real value, so a state holding a `Sensitive` compares
/// and persists as it should; only descriptions are redacted. State diffs say that a sensitive
/// value changed without showing either side.
public struct Sensitive<Value> {
  /// The secret itself. Read it only where it is used (a service call), never to display it.
  public var value: Value

  /// Wraps a secret.
  ///
  /// - Parameter value: The value to keep out of every description.
  public init(_ value: Value) {
    self.value = value
  }

  /// What every description of a sensitive value shows.
  package static var redacted: String { "‹redacted›" }
}

extension Sensitive: Equatable where Value: Equatable {}
extension Sensitive: Hashable where Value: Hashable {}
extension Sensitive: Sendable where Value: Sendable {}

extension Sensitive: Codable where Value: Codable {
  /// Decodes the wrapped value from a single value container.
  ///
  /// In a session replay (`FlowlineRecording`'s `SessionRecorder`) a value recorded redacted decodes as a stand-in:
  /// for a `String`, as many bullets as the secret had characters (what a masked field shows);
  /// for other types, decoding fails with a `DecodingError` naming the type.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: When the value cannot be decoded.
  public init(from decoder: any Decoder) throws {
    if decoder.userInfo[.redactsSensitiveValues] as? Bool == true,
      let container = try? decoder.container(keyedBy: RedactionKey.self),
      (try? container.decode(Bool.self, forKey: .redacted)) == true
    {
      let count = try container.decodeIfPresent(Int.self, forKey: .count) ?? 0
      guard let standIn = String(repeating: "•", count: count) as? Value else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription:
              "A redacted Sensitive<\(Value.self)> has no stand-in: only strings are replayed."))
      }
      value = standIn
      return
    }
    value = try decoder.singleValueContainer().decode(Value.self)
  }

  /// Encodes the wrapped value into a single value container.
  ///
  /// A session recording (`FlowlineRecording`'s `SessionRecorder`) writes a redaction marker instead, with a
  /// string's length (which its masked field shows anyway), never the value.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: When the value cannot be encoded.
  public func encode(to encoder: any Encoder) throws {
    if encoder.userInfo[.redactsSensitiveValues] as? Bool == true {
      var container = encoder.container(keyedBy: RedactionKey.self)
      try container.encode(true, forKey: .redacted)
      if let string = value as? String {
        try container.encode(string.count, forKey: .count)
      }
      return
    }
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}

/// The keys of a redacted value in a session recording.
private enum RedactionKey: String, CodingKey {
  case redacted
  case count
}

extension Sensitive: CustomStringConvertible, CustomDebugStringConvertible {
  /// Always `‹redacted›`.
  public var description: String { Self.redacted }

  /// Always `‹redacted›`.
  public var debugDescription: String { Self.redacted }
}

extension Sensitive: CustomReflectable {
  /// A mirror with no children, so that reflection (`dump`, differs) never reaches the value.
  public var customMirror: Mirror {
    Mirror(self, children: [], displayStyle: .struct)
  }
}

extension Sensitive where Value == String {
  /// Whether the secret is empty, without reading it out.
  public var isEmpty: Bool { value.isEmpty }
}

extension Sensitive: ExpressibleByUnicodeScalarLiteral,
  ExpressibleByExtendedGraphemeClusterLiteral, ExpressibleByStringLiteral
where Value == String {
  /// Wraps a string literal: `var password: Sensitive<String> = ""`.
  ///
  /// - Parameter value: The literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }
}

/// A value whose description is redacted, recognised by the differs without knowing its type.
protocol RedactedValue {
  /// Whether this value equals `other`, compared by the real values when they can be.
  func isSameSecret(as other: Any) -> Bool
}

extension Sensitive: RedactedValue {
  func isSameSecret(as other: Any) -> Bool {
    guard let equatable = self as? any EquatableSecret else { return true }
    return equatable.equals(other)
  }
}

/// Opens a `Sensitive` whose value is `Equatable`, to compare it with another.
private protocol EquatableSecret {
  func equals(_ other: Any) -> Bool
}

extension Sensitive: EquatableSecret where Value: Equatable {
  fileprivate func equals(_ other: Any) -> Bool {
    (other as? Self)?.value == value
  }
}

extension CodingUserInfoKey {
  /// Set to `true` by the session recorder: ``Sensitive`` values encode as a redaction marker,
  /// and decode from it as a stand-in, never as the secret.
  package static let redactsSensitiveValues = CodingUserInfoKey(rawValue: "flowline.redacts")!
}
