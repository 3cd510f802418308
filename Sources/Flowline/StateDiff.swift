/// A small, dependency-free differ that describes how two values differ, one line per change.
///
/// It walks both values with `Mirror`: structs and classes by property, collections by index,
/// optionals and enum payloads by case, down to the leaves that differ. It is for logs and
/// failure messages, not for equality: values are compared by their descriptions.
enum StateDiff {
  /// The longest description of one value in a line before it is shortened.
  static let maximumDescriptionLength = 160

  /// Lines describing each difference between `old` and `new`, as `path: old → new`.
  static func lines<T>(from old: T, to new: T) -> [String] {
    var lines: [String] = []
    diff(old, new, path: "", into: &lines)
    return lines
  }

  /// A one-line description of `value`, shortened when long.
  static func describe(_ value: Any) -> String {
    var text = (value as? String)?.debugDescription ?? String(describing: value)
    if text.count > maximumDescriptionLength {
      text = String(text.prefix(maximumDescriptionLength - 1)) + "…"
    }
    return text
  }

  private static func diff(_ old: Any, _ new: Any, path: String, into lines: inout [String]) {
    let oldText = String(describing: old)
    let newText = String(describing: new)
    guard oldText != newText else { return }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    let label = path.isEmpty ? "state" : path

    guard oldMirror.displayStyle == newMirror.displayStyle,
      type(of: old) == type(of: new)
    else {
      lines.append("\(label): \(describe(old)) → \(describe(new))")
      return
    }

    switch oldMirror.displayStyle {
    case .struct?, .class?, .tuple?:
      let oldChildren = Array(oldMirror.children)
      let newChildren = Array(newMirror.children)
      guard !oldChildren.isEmpty, oldChildren.count == newChildren.count else {
        lines.append("\(label): \(describe(old)) → \(describe(new))")
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
        lines.append("\(label): \(oldElements.count) elements → \(newElements.count) elements")
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
        lines.append("\(label): \(describe(old)) → \(describe(new))")
      }

    default:
      lines.append("\(label): \(describe(old)) → \(describe(new))")
    }
  }
}
