import Foundation
import Observation
import SwiftUI

struct Language: Hashable {
  var code: String
}

// Its only state is read from the shared defaults in `init` and written back on every change;
// the bundle follows from it, the language list from the app's bundle.
@Observable
final class WidgetLanguageManager {
  var languageCode: String {
    didSet {
      UserDefaults.standard.set(languageCode, forKey: "selectedLanguage")
      updateBundle()
    }
  }

  var bundle: Bundle = .main

  let languages: [Language]

  init() {
    languages = Bundle.main.localizations.map { Language(code: $0) }
    let saved = UserDefaults.standard.string(forKey: "selectedLanguage") ?? ""
    if !saved.isEmpty {
      languageCode = saved
    } else if let preferred = Bundle.main.preferredLocalizations.first {
      languageCode = preferred
    } else {
      languageCode = "en"
    }
    updateBundle()
  }

  private func updateBundle() {
    if let path = Bundle.main.path(forResource: languageCode, ofType: "lproj"),
      let found = Bundle(path: path)
    {
      bundle = found
    } else {
      bundle = .main
    }
  }
}

struct WidgetEntryView: View {
  private let languageManager = WidgetLanguageManager()

  var body: some View {
    Text("Status", bundle: languageManager.bundle)
  }
}

// The same shape, but a bundle anyone can set is state of its own: a re-made manager loses it.
@Observable
final class PickerLanguageManager {
  var languageCode: String {
    didSet { UserDefaults.standard.set(languageCode, forKey: "pickerLanguage") }
  }

  var bundle: Bundle = .main

  init() {
    languageCode = UserDefaults.standard.string(forKey: "pickerLanguage") ?? "en"
  }

  func use(_ newBundle: Bundle) { bundle = newBundle }
}

struct PickerEntryView: View {
  private let languageManager = PickerLanguageManager()  // expect: observed-object-owned

  var body: some View {
    VStack {
      Text("Status", bundle: languageManager.bundle)
      Button("Use main") { languageManager.use(.main) }
    }
  }
}
