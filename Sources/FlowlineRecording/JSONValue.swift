import Flowline

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A JSON value kept as it was read, so that a recording holds a view event or a service's
/// answer as readable JSON inside its own line, and decodes it later as whatever type asks.
package enum JSONValue: Codable, Hashable, Sendable {
  case null
  case bool(Bool)
  /// A whole number, kept exactly (a `Double` loses integers past 2^53).
  case integer(Int64)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int64.self) {
      self = .integer(value)
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

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// Encodes a value as JSON, with every `Sensitive` value in it written redacted.
  package init(redacting value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.userInfo[.redactsSensitiveValues] = true
    let data = try encoder.encode(value)
    self = try JSONDecoder().decode(JSONValue.self, from: data)
  }

  /// Decodes the value as `type`; a redacted `Sensitive` decodes as its stand-in.
  package func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let data = try JSONEncoder().encode(self)
    let decoder = JSONDecoder()
    decoder.userInfo[.redactsSensitiveValues] = true
    return try decoder.decode(type, from: data)
  }
}
