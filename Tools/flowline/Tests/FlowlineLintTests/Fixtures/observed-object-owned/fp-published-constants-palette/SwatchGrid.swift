import SwiftUI

struct SwatchGrid: View {
  let palette = Palette()
  @ObservedObject var shown = Palette()

  var body: some View {
    HStack {
      palette.accent
      palette.surface
      shown.ink
    }
  }
}
