import SwiftUI

enum AppLanguage: String, CaseIterable {
  case english, french
}

final class AppSettings {
  static let shared = AppSettings()
  var language: AppLanguage?
}

// Its only state starts from the shared settings and writes itself back on every change.
final class LanguagePickerModel: ObservableObject {
  @Published var selected: AppLanguage = (AppSettings.shared.language ?? .english) {
    didSet {
      AppSettings.shared.language = selected
    }
  }

  func choose(_ language: AppLanguage) { selected = language }
}

struct LanguagePicker: View {
  @ObservedObject var model = LanguagePickerModel()

  var body: some View {
    ForEach(AppLanguage.allCases, id: \.self) { language in
      Button(language.rawValue) { model.choose(language) }
    }
  }
}
