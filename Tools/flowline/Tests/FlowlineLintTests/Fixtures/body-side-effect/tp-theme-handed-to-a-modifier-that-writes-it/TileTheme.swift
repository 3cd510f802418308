import SwiftUI

final class TilePalette: ObservableObject {
  @Published var dark = Color(hue: 120 / 360, saturation: 0.03, brightness: 0.08)
  @Published var light = Color(red: 0.9, green: 0.95, blue: 0.9)
  @Published var isDark = false
}

extension View {
  // The modifier lets the user flip the palette it is handed: a fresh one every render drops
  // the flip.
  func switchableTile(palette: TilePalette) -> some View {
    background(palette.isDark ? palette.dark : palette.light)
      .onTapGesture { palette.isDark.toggle() }
  }
}

struct PagePreview: View {
  let rows: [String]
  var body: some View {
    ForEach(rows, id: \.self) { row in
      Text(row).switchableTile(palette: TilePalette())  // expect: body-side-effect
    }
  }
}
