import SwiftUI

struct IconGlyph: View {
  @ObservedObject private var config: IconConfig
  init(_ config: IconConfig) { self.config = config }
  var body: some View { Image(systemName: config.systemImage) }
}

// The default is unwrapped and handed, unlabeled, to a view: the class never announces a
// change and has no method that changes it, so re-creating it loses nothing.
struct LinkRow: View {
  var title: String
  var icon: IconConfig? = IconConfig("arrow.up.right")

  var body: some View {
    HStack {
      Text(title)
      if let icon = icon { IconGlyph(icon) }
    }
  }
}
