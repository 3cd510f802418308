// How the logging interceptor and the test harness describe a change of an `IdentifiedStates`:
// row by row, by identifier, comparing rows with `==` and describing only the ones that differ,
// instead of walking its storage (the order, the dictionary, the change log).

extension IdentifiedStates: IdentifiedDiffable {
  func diff(against other: Any, label: String, into lines: inout [String]) -> Bool {
    guard let new = other as? Self else { return false }
    if count != new.count {
      lines.append(
        "\(label): \(StateDiff.elements(count)) → \(StateDiff.elements(new.count))")
    }
    func path(_ id: ID) -> String { "\(label)[id: \(StateDiff.describe(id))]" }
    for id in orderedIDs {
      guard let old = elements[id] else { continue }
      if let newElement = new.elements[id] {
        if old != newElement {
          StateDiff.diff(old, newElement, path: path(id), into: &lines)
        }
      } else {
        lines.append("\(path(id)): removed \(StateDiff.describe(old))")
      }
    }
    // The same identifiers (often the same storage: an identity check) add none and keep the
    // order.
    guard orderedIDs != new.orderedIDs else { return true }
    for id in new.orderedIDs where elements[id] == nil {
      if let added = new.elements[id] {
        lines.append("\(path(id)): added \(StateDiff.describe(added))")
      }
    }
    let kept = orderedIDs.filter { new.elements[$0] != nil }
    if !kept.elementsEqual(new.orderedIDs.lazy.filter { self.elements[$0] != nil }) {
      lines.append("\(label): order changed")
    }
    return true
  }
}
