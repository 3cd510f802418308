import Observation
import SwiftUI

/// The app's type scale: every font is given once by the initializer, through the shared
/// instances, and nothing sets one afterwards.
@Observable
final class Type_theme {
  var search_font: Font
  var error_font: Font
  var title_font: Font
  var subtitle_font: Font
  var header_font: Font
  var row_font: Font
  var button_font: Font
  var badge_font: Font
  var detail_font: Font
  var footnote_font: Font

  init(base: CGFloat) {
    search_font = .system(size: base + 4)
    error_font = .system(size: base)
    title_font = .system(size: base + 8, weight: .bold)
    subtitle_font = .system(size: base + 2)
    header_font = .system(size: base - 2, weight: .semibold)
    row_font = .system(size: base)
    button_font = .system(size: base + 4, weight: .bold)
    badge_font = .system(size: base - 4)
    detail_font = .system(size: base - 2)
    footnote_font = .system(size: base - 6)
  }

  static let regular = Type_theme(base: 16)
}

struct Search_field: View {
  @Environment(Type_theme.self) private var theme
  var body: some View {
    Text("Search").font(theme.search_font).foregroundStyle(.red).font(theme.error_font)
  }
}

struct Screen_title: View {
  @Environment(Type_theme.self) private var theme
  var body: some View {
    VStack {
      Text("Title").font(theme.title_font)
      Text("Sub").font(theme.subtitle_font)
    }
  }
}

struct List_row: View {
  @Environment(Type_theme.self) private var theme
  var body: some View {
    VStack {
      Text("Header").font(theme.header_font)
      Text("Row").font(theme.row_font)
    }
  }
}

struct Connect_button: View {
  @Environment(Type_theme.self) private var theme
  var body: some View {
    Button("Connect") {}.font(theme.button_font).overlay(Text("1").font(theme.badge_font))
  }
}

struct Info_footer: View {
  @Environment(Type_theme.self) private var theme
  var body: some View {
    VStack {
      Text("Info").font(theme.detail_font)
      Text("v1").font(theme.footnote_font)
    }
  }
}

@main
struct Themed_app: App {
  @State private var theme = Type_theme.regular
  var body: some Scene { WindowGroup { Search_field().environment(theme) } }
}
