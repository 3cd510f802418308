import SwiftUI

final class TilePalette: ObservableObject {
  @Published var dark = Color(hue: 120 / 360, saturation: 0.03, brightness: 0.08)
  @Published var light = Color(red: 0.9, green: 0.95, blue: 0.9)
  @Published var isDark = false
  @Published var titleFont: Font = .system(size: 20, weight: .black, design: .monospaced)
}

extension View {
  // Reads the palette it is handed and hands it on to another reader.
  func tile(palette: TilePalette, compact: Bool = false) -> some View {
    padding(compact ? 4 : 8).framed(palette: palette)
  }

  func framed(palette: TilePalette) -> some View {
    let fill = palette.isDark ? palette.dark : palette.light
    return background(fill.opacity(0.8)).font(palette.titleFont)
  }
}

struct SettingsScreen: View {
  @EnvironmentObject var palette: TilePalette
  @Environment(\.colorScheme) private var scheme
  var body: some View {
    Text("Settings").tile(palette: palette)
      .onChange(of: scheme) { _, newScheme in palette.isDark = newScheme == .dark }
  }
}

// A preview of a page: each row is drawn with a fresh default palette that nothing writes.
struct PagePreview: View {
  let rows: [String]
  var body: some View {
    ForEach(rows, id: \.self) { row in
      Text(row).tile(palette: TilePalette())
    }
  }
}
