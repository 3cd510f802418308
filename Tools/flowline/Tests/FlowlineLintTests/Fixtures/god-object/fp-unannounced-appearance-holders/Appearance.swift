import Combine
import SwiftUI

/// Set up once at launch; it never announces a change, so no view re-renders from it.
final class Appearance: ObservableObject {
  var titleFont: Font = .headline
  var titleColor: Color = .primary
  var rowSpacing: CGFloat = 8
  var rowInset: CGFloat = 12
  var badgeColor: Color = .red
  var badgeFont: Font = .caption
  var emptyIcon = "tray"
  var emptyColor: Color = .secondary
  var cornerRadius: CGFloat = 10
  var accent: Color = .accentColor

  init() {}

  init(compact: Bool) {
    rowSpacing = compact ? 4 : 8
  }

  func badge(_ count: Int) -> String { count > 99 ? "99+" : "\(count)" }
}

@main
struct LibraryApp: App {
  @StateObject private var appearance = Appearance(compact: false)
  var body: some Scene {
    WindowGroup { ShelfView().environmentObject(appearance) }
  }
}
