/// A JSON value, used for the free-form options of a rule in the configuration file.
public enum JSONValue: Sendable, Hashable, Codable {
  /// A boolean.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object([String: JSONValue])
  /// `null`.
  case null

  /// Decodes any JSON value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// Encodes the value as JSON.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .bool(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    case .null: try container.encodeNil()
    }
  }

  /// The value as an integer, when it is a whole number.
  public var intValue: Int? {
    if case .number(let value) = self, value.rounded() == value { return Int(value) }
    return nil
  }

  /// The value as an array of strings, when every element is a string.
  public var stringArray: [String]? {
    guard case .array(let values) = self else { return nil }
    var result: [String] = []
    for value in values {
      guard case .string(let string) = value else { return nil }
      result.append(string)
    }
    return result
  }
}
