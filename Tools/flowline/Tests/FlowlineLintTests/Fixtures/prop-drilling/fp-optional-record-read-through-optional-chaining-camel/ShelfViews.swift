import SwiftData
import SwiftUI

@Model
final class Shelf {
  var name: String
  var hue: Double
  init(name: String, hue: Double) {
    self.name = name
    self.hue = hue
  }
  func color(for scheme: ColorScheme) -> Color {
    Color(hue: hue, saturation: 0.5, brightness: scheme == .dark ? 0.4 : 0.8)
  }
}

struct ShelfEditor: View {
  @State private var shelf: Shelf?
  var body: some View { ImageArea(shelf: shelf) }
}

struct ImageArea: View {
  let shelf: Shelf?
  var body: some View { ExistingImage(shelf: shelf) }
}

struct ExistingImage: View {
  let shelf: Shelf?
  var body: some View { AddImageButton(shelf: shelf) }
}

// The optional record is read, through optional chaining, for its colour and name.
struct AddImageButton: View {
  let shelf: Shelf?
  @Environment(\.colorScheme) private var scheme
  var body: some View {
    Circle().fill(shelf?.color(for: scheme) ?? .gray).overlay(Text(shelf?.name ?? ""))
  }
}
