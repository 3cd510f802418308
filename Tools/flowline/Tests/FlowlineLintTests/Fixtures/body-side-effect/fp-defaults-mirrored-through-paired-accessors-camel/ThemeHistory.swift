import SwiftUI

enum ThemeChoice: String {
  case ocean, sunset
}

// The app group's defaults, behind a getter and a saver.
struct SharedPreferences {
  static let shared = UserDefaults(suiteName: "group.example") ?? .standard

  static func getTheme() -> ThemeChoice {
    ThemeChoice(rawValue: shared.string(forKey: "theme") ?? "") ?? .ocean
  }

  static func saveTheme(_ theme: ThemeChoice) {
    shared.set(theme.rawValue, forKey: "theme")
  }

  static func getCount() -> Int { shared.integer(forKey: "count") }
}

// Keeps its one value in the defaults: a new one reads the same theme back.
final class ThemeManager: ObservableObject {
  @Published var selectedTheme: ThemeChoice {
    didSet { SharedPreferences.saveTheme(selectedTheme) }
  }

  init() {
    selectedTheme = SharedPreferences.getTheme()
  }
}

// Read from the defaults but never written back: a choice made here is lost.
final class CountingManager: ObservableObject {
  @Published var count: Int

  init() {
    count = SharedPreferences.getCount()
  }
}

struct ThemeHistory: View {
  var body: some View {
    let manager = ThemeManager()
    let counter = CountingManager()  // expect: body-side-effect
    Text(manager.selectedTheme.rawValue)
    Text("\(counter.count)")
  }
}
