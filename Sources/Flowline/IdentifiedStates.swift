/// The domain states of a list of child features, in order, each found by its identifier, and
/// remembering which of them changed.
///
/// Keep the rows of a list in an `IdentifiedStates` when each row is a child feature with a
/// store of its own (``Store/scope(rows:action:feature:)->ScopedRows<F,ID,Child>``):
///
/// ```swift
/// struct DomainState: Equatable, Sendable {
///   var films: IdentifiedStates<Film.ID, FilmRow.DomainState> = []
/// }
/// ```
///
/// Reading an element by identifier and writing one cost O(1). Every write records the
/// identifier it touched, so the store that owns the list updates the row stores of exactly the
/// rows that changed instead of comparing every row: an action on one row of 100,000 costs what
/// it costs with 100 rows. Inserting, removing or reordering rows changes the list's
/// ``ids``, which is O(n) as it is for an array.
///
/// Two lists are equal when they hold equal elements in the same order; what they remember of
/// their changes does not take part.
public struct IdentifiedStates<ID: Hashable & Sendable, Element: Equatable & Sendable>: Sendable {
  /// The identifiers, in order.
  @inlinable public var ids: [ID] { orderedIDs }
  @usableFromInline var orderedIDs: [ID]
  @usableFromInline var elements: [ID: Element]
  /// Which rows changed, most recent last, for the store's row stores.
  @usableFromInline var changes: ChangeLog<ID>

  /// Creates a list from identifier-element pairs, in order; a repeated identifier keeps the
  /// last element given for it, at the position of the first.
  ///
  /// - Parameter pairs: The rows' identifiers and domain states.
  public init(_ pairs: some Sequence<(ID, Element)>) {
    var ids: [ID] = []
    var elements: [ID: Element] = [:]
    for (id, element) in pairs {
      if elements.updateValue(element, forKey: id) == nil {
        ids.append(id)
      }
    }
    self.orderedIDs = ids
    self.elements = elements
    self.changes = ChangeLog()
  }

  /// Creates a list of identifiable elements, in order.
  ///
  /// - Parameter elements: The rows' domain states.
  public init(_ elements: some Sequence<Element>) where Element: Identifiable, Element.ID == ID {
    self.init(elements.lazy.map { ($0.id, $0) })
  }

  /// The element with this identifier, or `nil`; setting `nil` removes it, setting an element
  /// for a new identifier appends it.
  ///
  /// - Parameter id: The row's identifier.
  public subscript(id id: ID) -> Element? {
    @inlinable get { elements[id] }
    @inlinable set {
      if let newValue, let index = elements.index(forKey: id) {
        elements.values[index] = newValue
        changes.record(id)
      } else {
        setStructurally(newValue, id: id)
      }
    }
  }

  /// Adds a row for a new identifier, or removes one.
  @usableFromInline
  mutating func setStructurally(_ element: Element?, id: ID) {
    guard let element else {
      remove(id: id)
      return
    }
    elements[id] = element
    orderedIDs.append(id)
    changes.recordStructure()
  }

  /// Adds a row at the end, or replaces the row with the same identifier in place.
  ///
  /// - Parameters:
  ///   - element: The row's domain state.
  ///   - id: The row's identifier.
  public mutating func append(_ element: Element, id: ID) {
    self[id: id] = element
  }

  /// Inserts a row at a position; a row already present with this identifier moves there.
  ///
  /// - Parameters:
  ///   - element: The row's domain state.
  ///   - id: The row's identifier.
  ///   - index: Where the row goes, clamped to the list's bounds.
  @inlinable
  public mutating func insert(_ element: Element, id: ID, at index: Int) {
    if elements[id] != nil, let old = orderedIDs.firstIndex(of: id) {
      orderedIDs.remove(at: old)
    }
    elements[id] = element
    orderedIDs.insert(id, at: Swift.max(0, Swift.min(index, orderedIDs.count)))
    changes.record(id)
    changes.recordStructure()
  }

  /// Removes the row with this identifier, if present.
  ///
  /// - Parameter id: The row's identifier.
  /// - Returns: The removed row's domain state.
  @inlinable
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let element = elements.removeValue(forKey: id) else { return nil }
    if let index = orderedIDs.firstIndex(of: id) {
      orderedIDs.remove(at: index)
    }
    changes.record(id)
    changes.recordStructure()
    return element
  }

  /// Removes the rows that satisfy a predicate, keeping the others in order.
  ///
  /// - Parameter shouldBeRemoved: Whether to remove a row.
  @inlinable
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var kept: [ID] = []
    for id in ids {
      guard let element = elements[id] else { continue }
      if try !shouldBeRemoved(element) {
        kept.append(id)
      } else {
        elements[id] = nil
        changes.record(id)
      }
    }
    if kept.count != orderedIDs.count {
      orderedIDs = kept
      changes.recordStructure()
    }
  }
}

extension IdentifiedStates: Equatable {
  /// Whether two lists hold equal elements in the same order.
  ///
  /// - Parameters:
  ///   - lhs: A list.
  ///   - rhs: Another list.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elements == rhs.elements
  }
}

extension IdentifiedStates: ExpressibleByArrayLiteral
where Element: Identifiable, Element.ID == ID {
  /// Creates a list of identifiable elements, in order.
  ///
  /// - Parameter elements: The rows' domain states.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension IdentifiedStates: RandomAccessCollection {
  /// The position of the first row.
  @inlinable public var startIndex: Int { orderedIDs.startIndex }
  /// The position after the last row.
  @inlinable public var endIndex: Int { orderedIDs.endIndex }

  /// The row at a position.
  ///
  /// - Parameter position: A valid position.
  @inlinable
  public subscript(position: Int) -> Element {
    // Every identifier in `ids` has an element: the mutating methods keep them in step.
    elements[orderedIDs[position]]!
  }
}

extension IdentifiedStates: CustomStringConvertible {
  /// The rows, in order, as an array would describe them.
  public var description: String {
    "[" + ids.map { "\($0): \(elements[$0].map { "\($0)" } ?? "nil")" }.joined(separator: ", ")
      + "]"
  }
}

/// What changed in an ``IdentifiedStates`` since it was made: a count of row changes, the most
/// recent identifiers, and a count of structural changes (rows added, removed or moved).
///
/// A store remembers the counts it last saw: the identifiers recorded since then are the rows to
/// update. When more rows changed than the log keeps, or the list was replaced by another one
/// (another ``origin``), the store compares its live rows instead.
@usableFromInline
struct ChangeLog<ID: Hashable & Sendable>: Sendable {
  /// How many row identifiers the log keeps.
  @usableFromInline static var capacity: Int { 32 }

  /// Identifies the list value this log was started for: a list made afresh is a new origin.
  @usableFromInline let origin = ChangeOrigin()
  @usableFromInline var count = 0
  @usableFromInline var structureCount = 0
  @usableFromInline var recent: [ID] = []

  @inlinable
  mutating func record(_ id: ID) {
    if recent.count < Self.capacity {
      recent.append(id)
    } else {
      recent[count % Self.capacity] = id
    }
    count &+= 1
  }

  @inlinable
  mutating func recordStructure() {
    structureCount &+= 1
  }

  /// Calls `body` with each identifier recorded after the first `seen` changes, in order.
  ///
  /// - Returns: `false`, without calling `body`, when the log no longer holds them all.
  @inlinable
  func forEachIdentifier(after seen: Int, _ body: (ID) -> Void) -> Bool {
    let missed = count &- seen
    guard missed >= 0, missed <= recent.count else { return false }
    var change = seen
    while change < count {
      body(recent[change % Self.capacity])
      change += 1
    }
    return true
  }
}

/// The identity of one ``IdentifiedStates`` value's history.
@usableFromInline
final class ChangeOrigin: Sendable {
  @usableFromInline init() {}
}
