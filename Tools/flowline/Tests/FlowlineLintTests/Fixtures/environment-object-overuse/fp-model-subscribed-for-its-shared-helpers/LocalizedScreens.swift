import SwiftUI

final class LanguageCenter: ObservableObject {
  static let shared = LanguageCenter()
  @Published var languageID = UUID()
  @Published var code = "en"

  func text(for key: String) -> String { key }
}

extension String {
  /// Reads the shared language center: views that show it subscribe to that instance.
  var translated: String { LanguageCenter.shared.text(for: self) }
}

final class NotesModel: ObservableObject {
  @Published var notes: [String] = []
  @Published var pinned: [String] = []
}
final class ThemeModel: ObservableObject {
  @Published var accent = Color.blue
  @Published var font = Font.body
}

// The language center is declared to re-render the strings the view reads through it.
struct NotesScreen: View {
  @EnvironmentObject var notes: NotesModel
  @EnvironmentObject var theme: ThemeModel
  @EnvironmentObject var languages: LanguageCenter

  var body: some View {
    List(notes.notes + notes.pinned, id: \.self) { Text($0) }
      .navigationTitle("notes.title".translated)
      .tint(theme.accent)
  }
}

// The same models, but nothing in the view reads the language center: it is unused.
struct ArchiveScreen: View {  // expect: environment-object-overuse
  @EnvironmentObject var notes: NotesModel
  @EnvironmentObject var theme: ThemeModel
  @EnvironmentObject var languages: LanguageCenter

  var body: some View {
    List(notes.notes + notes.pinned, id: \.self) { Text($0) }
      .navigationTitle("Archive")
      .tint(theme.accent)
  }
}

@Observable final class Palette {
  static let shared = Palette()
  var accent = Color.blue
  var background = Color.white
}

extension Color {
  static var accentFromPalette: Color { Palette.shared.accent }
}

// An @Observable palette read through the helper subscribes the view by itself: the declared
// one adds nothing and stays unused.
struct PaletteScreen: View {  // expect: environment-object-overuse
  @EnvironmentObject var notes: NotesModel
  @EnvironmentObject var theme: ThemeModel
  @Environment(Palette.self) private var palette

  var body: some View {
    List(notes.notes + notes.pinned, id: \.self) { Text($0) }
      .tint(Color.accentFromPalette)
      .font(theme.font)
  }
}
