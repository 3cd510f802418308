import SwiftUI

class Base_Options: ObservableObject {
  var scale: Double = 1.0
}

/// Accent and scale for a preview, fixed when made.
final class Render_Options: Base_Options {
  @Published var accent_name: String
  @Published var dims_background = false

  init(accent_name: String) {
    self.accent_name = accent_name
  }
}

final class Print_Settings {
  var scale = 2.0
  var dims_background = true
}
