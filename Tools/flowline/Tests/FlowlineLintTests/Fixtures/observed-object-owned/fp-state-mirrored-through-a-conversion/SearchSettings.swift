import SwiftUI

enum LanguageChoice: Equatable {
  case all
  case only(String)
}

enum StoredSettings {
  static var searchLanguage: String?
  static var lastLanguage: String?
}

// Starts from the stored setting through a conversion and writes it back on each branch.
final class SearchSettingsModel: ObservableObject {
  @Published var restriction: LanguageChoice = {
    if let language = StoredSettings.searchLanguage {
      return .only(language)
    } else {
      return .all
    }
  }()
  {
    didSet {
      if case .only(let language) = restriction {
        StoredSettings.searchLanguage = language
      } else {
        StoredSettings.searchLanguage = nil
        StoredSettings.lastLanguage = nil
      }
    }
  }
}

struct SearchSettings: View {
  @ObservedObject var settings = SearchSettingsModel()

  var body: some View {
    Button("All languages") { settings.restriction = .all }
  }
}
