/// A small, dependency-free differ that describes how two values differ, one line per change.
///
/// It walks both values with `Mirror`: structs and classes by property, collections by index,
/// optionals and enum payloads by case, and ``IdentifiedStates`` by identifier, down to the
/// leaves that differ. It is for logs and failure messages: `Equatable` values are compared with
/// `==` (an unchanged part costs one comparison and is never described), other values by their
/// descriptions, and ``Sensitive`` values by value, never shown.
package enum StateDiff {
  /// The longest description of one value in a line before it is shortened.
  static let maximumDescriptionLength = 160

  /// Lines describing each difference between `old` and `new`, as `path: old → new`.
  package static func lines<T>(from old: T, to new: T) -> [String] {
    var lines: [String] = []
    diff(old, new, path: "", into: &lines)
    return lines
  }

  /// A one-line description of `value`, shortened when long; an enum case starts with a dot
  /// (`.usersLoaded(…)`), as it is written in code.
  package static func describe(_ value: Any) -> String {
    var text = (value as? String)?.debugDescription ?? String(describing: value)
    if isPlainEnum(value) {
      text = "." + text
    }
    if text.count > maximumDescriptionLength {
      text = String(text.prefix(maximumDescriptionLength - 1)) + "…"
    }
    return text
  }

  /// Every value in `value`, one line each, as `path: value`: what a session recording writes
  /// of a view state, and how replay shows where a view differs. ``Sensitive`` values print
  /// redacted; sets and dictionaries print in a stable order (their own order changes from one
  /// process to the next).
  package static func leaves(of value: Any) -> [String] {
    var lines: [String] = []
    leaves(value, path: "", into: &lines)
    return lines
  }

  private static func leaves(_ value: Any, path: String, into lines: inout [String]) {
    let label = path.isEmpty ? "value" : path
    if value is any RedactedValue {
      lines.append("\(label): \(Sensitive<Never>.redacted)")
      return
    }
    if let string = value as? String {
      lines.append("\(label): \(string.debugDescription)")
      return
    }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .set?, .dictionary?:
      var elements: [[String]] = []
      for child in mirror.children {
        var element: [String] = []
        leaves(child.value, path: "\(label)[]", into: &element)
        elements.append(element)
      }
      if elements.isEmpty { lines.append("\(label): []") }
      for element in elements.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
        lines.append(contentsOf: element)
      }
    case .collection?:
      if mirror.children.isEmpty { lines.append("\(label): []") }
      for (index, child) in mirror.children.enumerated() {
        leaves(child.value, path: "\(label)[\(index)]", into: &lines)
      }
    case .optional?:
      if let some = mirror.children.first {
        leaves(some.value, path: path, into: &lines)
      } else {
        lines.append("\(label): nil")
      }
    case .enum?:
      let caseName = String(String(describing: value).prefix { $0 != "(" })
      if let payload = mirror.children.first {
        let name = payload.label ?? caseName
        leaves(payload.value, path: path.isEmpty ? ".\(name)" : "\(path).\(name)", into: &lines)
      } else {
        lines.append(path.isEmpty ? ".\(caseName)" : "\(path): .\(caseName)")
      }
    case .struct?, .class?, .tuple?:
      // A list kept by identifier prints its rows, not its storage.
      if value is any IdentifiedDiffable, let rows = value as? any Collection {
        let elements = elements(of: rows)
        for (index, row) in elements.enumerated() {
          leaves(row, path: "\(label)[\(index)]", into: &lines)
        }
        if elements.isEmpty { lines.append("\(label): []") }
        return
      }
      guard !mirror.children.isEmpty else {
        lines.append("\(label): \(String(describing: value))")
        return
      }
      for (index, child) in mirror.children.enumerated() {
        let name = child.label ?? "\(index)"
        leaves(child.value, path: path.isEmpty ? name : "\(path).\(name)", into: &lines)
      }
    default:
      lines.append("\(label): \(String(describing: value))")
    }
  }

  private static func elements(of collection: some Collection) -> [Any] {
    collection.map { $0 }
  }

  /// Whether `value` is an enum that prints as its case (no description of its own).
  private static func isPlainEnum(_ value: Any) -> Bool {
    !(value is any CustomStringConvertible) && !(value is any CustomDebugStringConvertible)
      && Mirror(reflecting: value).displayStyle == .enum
  }

  /// "1 element", "3 elements".
  static func elements(_ count: Int) -> String {
    count == 1 ? "1 element" : "\(count) elements"
  }

  static func diff(_ old: Any, _ new: Any, path: String, into lines: inout [String]) {
    let label = path.isEmpty ? "state" : path
    if let secret = old as? any RedactedValue {
      if type(of: old) != type(of: new) || !secret.isSameSecret(as: new) {
        lines.append("\(label): \(Sensitive<Never>.redacted) changed")
      }
      return
    }
    // Equal values have no difference: an unchanged part of a big state costs one comparison
    // (often an identity check of shared storage), not two descriptions of everything in it.
    let equal = isEqualIfEquatable(old, new)
    if equal == true { return }
    var texts: (old: String, new: String)?
    func described() -> (old: String, new: String) {
      if let texts { return texts }
      let made = (String(describing: old), String(describing: new))
      texts = made
      return made
    }
    if equal == nil {
      // Equal descriptions mean equal values, unless a redacted value hides a difference.
      let (oldText, newText) = described()
      guard oldText != newText || oldText.contains(Sensitive<Never>.redacted) else { return }
    }
    if let rows = old as? any IdentifiedDiffable,
      rows.diff(against: new, label: label, into: &lines)
    {
      return
    }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    // The whole value replaced, for values the walk does not enter.
    func replaced() -> [String] {
      let (oldText, newText) = described()
      return oldText == newText ? [] : ["\(label): \(describe(old)) → \(describe(new))"]
    }

    guard oldMirror.displayStyle == newMirror.displayStyle,
      type(of: old) == type(of: new)
    else {
      lines.append(contentsOf: replaced())
      return
    }

    switch oldMirror.displayStyle {
    case .struct?, .class?, .tuple?:
      let oldChildren = Array(oldMirror.children)
      let newChildren = Array(newMirror.children)
      guard !oldChildren.isEmpty, oldChildren.count == newChildren.count else {
        lines.append(contentsOf: replaced())
        return
      }
      for (index, (oldChild, newChild)) in zip(oldChildren, newChildren).enumerated() {
        let name = oldChild.label ?? ".\(index)"
        let childPath = path.isEmpty ? name : "\(path).\(name)"
        diff(oldChild.value, newChild.value, path: childPath, into: &lines)
      }

    case .collection?:
      let oldElements = Array(oldMirror.children)
      let newElements = Array(newMirror.children)
      if oldElements.count != newElements.count {
        lines.append("\(label): \(elements(oldElements.count)) → \(elements(newElements.count))")
      }
      for index in 0..<min(oldElements.count, newElements.count) {
        diff(
          oldElements[index].value, newElements[index].value, path: "\(label)[\(index)]",
          into: &lines)
      }
      for index in newElements.count..<max(oldElements.count, newElements.count) {
        lines.append("\(label)[\(index)]: removed \(describe(oldElements[index].value))")
      }
      for index in oldElements.count..<max(oldElements.count, newElements.count) {
        lines.append("\(label)[\(index)]: added \(describe(newElements[index].value))")
      }

    case .optional?, .enum?:
      let oldPayload = oldMirror.children.first
      let newPayload = newMirror.children.first
      if let oldPayload, let newPayload, oldPayload.label == newPayload.label {
        let caseName = oldMirror.displayStyle == .optional ? "" : ".\(oldPayload.label ?? "")"
        diff(oldPayload.value, newPayload.value, path: "\(label)\(caseName)", into: &lines)
      } else {
        lines.append(contentsOf: replaced())
      }

    default:
      lines.append(contentsOf: replaced())
    }
  }

  /// Whether two values are equal, when the first one's type is `Equatable`; `nil` otherwise.
  private static func isEqualIfEquatable(_ old: Any, _ new: Any) -> Bool? {
    guard let old = old as? any Equatable else { return nil }
    return old.isEqual(to: new)
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A list the differ walks by identifier rather than by its stored properties.
protocol IdentifiedDiffable {
  /// Appends a line per row added, removed or changed between this list and `new`.
  ///
  /// - Returns: `false`, appending nothing, when `new` is not a list of the same type.
  func diff(against new: Any, label: String, into lines: inout [String]) -> Bool
}
