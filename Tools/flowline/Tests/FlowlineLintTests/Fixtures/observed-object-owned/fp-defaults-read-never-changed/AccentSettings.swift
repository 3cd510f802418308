import Foundation
import SwiftUI

struct AccentPreferences: Codable {
  var accent = 0
}

// Decodes its preferences from the user defaults when made; its only mutator nothing calls.
final class AccentSettings: ObservableObject {
  @Published var preferences: AccentPreferences

  init() {
    if let data = UserDefaults.standard.data(forKey: "accent") {
      if let decoded = try? JSONDecoder().decode(AccentPreferences.self, from: data) {
        preferences = decoded
        return
      }
    }
    preferences = AccentPreferences()
  }

  func changeAccent(_ accent: Int) { preferences.accent = accent }
}

// The same, but a view changes it in memory: a new one forgets the change.
final class FontSettings: ObservableObject {
  @Published var size: Int

  init() {
    size = UserDefaults.standard.integer(forKey: "size")
  }

  func bump() { size += 1 }
}

struct AccentRoot: View {
  let accent = AccentSettings()
  let font = FontSettings()  // expect: observed-object-owned

  var body: some View {
    Text("Hello")
      .environmentObject(accent)
      .onTapGesture { font.bump() }
  }
}
