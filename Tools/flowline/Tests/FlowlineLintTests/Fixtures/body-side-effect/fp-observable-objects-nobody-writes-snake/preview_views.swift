import SwiftUI

struct Card_Preview: View {
  let title: String
  private let printing = Print_Settings()

  var body: some View {
    Card_Face(title: title)
      .environmentObject(Render_Options(accent_name: "teal"))
      .onTapGesture {
        printing.scale = 3
        printing.dims_background.toggle()
      }
  }
}

struct Card_Face: View {
  let title: String
  @EnvironmentObject var options: Render_Options

  var body: some View {
    Text(title)
      .scaleEffect(options.scale)
      .foregroundStyle(options.accent_name == "teal" ? Color.teal : Color.primary)
      .opacity(options.dims_background ? 0.5 : 1)
  }
}
