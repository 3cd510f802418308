import SwiftUI

final class ThemeSettings {
  static let shared = ThemeSettings()
  var theme = "light"
}

// Writes to the settings but starts from a constant: a re-made model shows "light" again.
final class ThemePickerModel: ObservableObject {
  @Published var theme = "light" {
    didSet { ThemeSettings.shared.theme = theme }
  }
}

struct ThemePicker: View {
  @ObservedObject var model = ThemePickerModel()  // expect: observed-object-owned

  var body: some View {
    Picker("Theme", selection: $model.theme) {
      Text("Light").tag("light")
      Text("Dark").tag("dark")
    }
  }
}
