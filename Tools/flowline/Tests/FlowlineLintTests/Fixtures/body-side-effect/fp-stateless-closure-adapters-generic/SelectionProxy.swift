import Foundation

// Holds only the closures it is handed: the set itself lives in the caller's @State.
@MainActor
final class SelectionProxy<Element: Hashable>: ObservableObject {
  private let isIncluded: (Element) -> Bool
  private let include: (Element) -> Void
  private let exclude: (Element) -> Void

  init() {
    isIncluded = { _ in false }
    include = { _ in }
    exclude = { _ in }
  }

  init(
    isIncluded: @escaping (Element) -> Bool,
    include: @escaping (Element) -> Void,
    exclude: @escaping (Element) -> Void
  ) {
    self.isIncluded = isIncluded
    self.include = include
    self.exclude = exclude
  }

  func contains(_ element: Element) -> Bool { isIncluded(element) }

  func toggle(_ element: Element) {
    objectWillChange.send()
    if isIncluded(element) { exclude(element) } else { include(element) }
  }
}
