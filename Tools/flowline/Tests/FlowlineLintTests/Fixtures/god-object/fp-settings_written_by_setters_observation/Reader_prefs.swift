import Foundation
import Observation

/// The reader's preferences: each setter writes its value through the project's defaults
/// wrapper, and `storeLayout()` writes the layout values straight into a defaults suite.
@Observable final class Reader_prefs {
  var fontScale = 1.0
  var lineSpacing = 1.2
  var justify = false
  var theme = "paper"
  var showProgress = true
  var pageTurnSound = false
  var volumeKeysTurn = false
  var columns = 1
  var margins = 16
  var hyphenate = true
  var language = "en"

  @ObservationIgnored private let layoutStore = UserDefaults(suiteName: "layout")

  func setFontScale(_ scale: Double) {
    fontScale = scale
    Key_value_box.shared.put(scale, at: "fontScale")
  }

  func setTheme(_ name: String) {
    theme = name
    Key_value_box.shared.put(name, at: "theme")
  }

  func setShowProgress(_ on: Bool) {
    showProgress = on
    Key_value_box.shared.put(on, at: "showProgress")
  }

  func setTurning(sound: Bool, volumeKeys: Bool) {
    pageTurnSound = sound
    volumeKeysTurn = volumeKeys
    Key_value_box.shared.put(sound, at: "pageTurnSound")
    Key_value_box.shared.put(volumeKeys, at: "volumeKeysTurn")
  }

  func setLanguage(_ code: String) {
    language = code
    Key_value_box.shared.put(code, at: "language")
  }

  func storeLayout() {
    layoutStore?.set(lineSpacing, forKey: "lineSpacing")
    layoutStore?.set(justify, forKey: "justify")
    layoutStore?.set(columns, forKey: "columns")
    layoutStore?.set(self.margins, forKey: "margins")
    layoutStore?.set(hyphenate, forKey: "hyphenate")
  }
}
