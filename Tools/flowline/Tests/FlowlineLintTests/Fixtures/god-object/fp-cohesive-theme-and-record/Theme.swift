import Observation
import SwiftUI

/// An app-wide appearance model: big, but one concern; readers share what they read.
@Observable final class Palette {
  var tint = Color.blue
  var label = Color.primary
  var secondaryLabel = Color.secondary
  var background = Color.white
  var cardBackground = Color.gray
  var accent = Color.orange
  var separator = Color.gray
  var fontScale = 1.0
  var cornerRadius = 8.0
  var spacing = 8.0
  var compact = false
}

struct Header: View {
  @Environment(Palette.self) private var palette
  var body: some View { Text("Title").foregroundStyle(palette.label).tint(palette.tint) }
}

struct Card: View {
  @Environment(Palette.self) private var palette
  var body: some View {
    Text("Card").foregroundStyle(palette.label).background(palette.cardBackground)
  }
}

struct Footer: View {
  @Environment(Palette.self) private var palette
  var body: some View { Text("Footer").foregroundStyle(palette.secondaryLabel).tint(palette.tint) }
}

struct Badge: View {
  @Environment(Palette.self) private var palette
  var body: some View { Text("1").foregroundStyle(palette.accent).tint(palette.tint) }
}
