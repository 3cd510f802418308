import SwiftUI

// The app's settings store: read from the environment by two screens and by two view
// modifiers (one opens links in the in-app browser, one applies the chosen text size).
final class AppPreferences: ObservableObject {
  @Published var opensLinksInApp = true
  @Published var largeText = false
  @Published var compactRows = false
}

final class SignedInUser: ObservableObject {
  @Published var login = ""
  @Published var avatar: URL?
}

final class Navigator: ObservableObject {
  @Published var path: [String] = []
  func push(_ screen: String) { path.append(screen) }
}
