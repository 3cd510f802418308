import Foundation

/// The project's own wrapper around a defaults suite.
struct Key_value_box {
  static let shared = Key_value_box()
  private let suite = UserDefaults(suiteName: "group.example.reader")

  func put(_ value: Any?, at key: String) { suite?.set(value, forKey: key) }
  func read(_ key: String) -> Any? { suite?.object(forKey: key) }
}
