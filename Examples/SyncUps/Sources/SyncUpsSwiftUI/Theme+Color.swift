#if canImport(SwiftUI)
  import SyncUpsCore
  import SwiftUI

  extension Theme {
    /// The theme's colour: the sixteen themes spread around the colour wheel.
    var color: Color {
      let index = Theme.allCases.firstIndex(of: self) ?? 0
      return Color(
        hue: Double(index) / Double(Theme.allCases.count), saturation: 0.45, brightness: 0.95)
    }
  }
#endif
