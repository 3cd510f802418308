import SwiftUI

final class IconSwitcher: ObservableObject, Equatable {
  @Published var chosen = "primary"

  static func == (lhs: IconSwitcher, rhs: IconSwitcher) -> Bool { lhs.chosen == rhs.chosen }

  func apply(_ name: String) {
    guard !name.isEmpty else { return }
    chosen = name
  }

  init() {
    chosen = "primary"
  }
}
