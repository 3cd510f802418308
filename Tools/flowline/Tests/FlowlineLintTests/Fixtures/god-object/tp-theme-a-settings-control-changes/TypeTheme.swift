import Combine
import SwiftUI

/// A type scale a settings control changes at run time: state that changes, read in parts.
final class TypeTheme: ObservableObject {  // expect: god-object
  @Published var searchFont: Font
  @Published var errorFont: Font
  @Published var titleFont: Font
  @Published var subtitleFont: Font
  @Published var headerFont: Font
  @Published var rowFont: Font
  @Published var buttonFont: Font
  @Published var badgeFont: Font
  @Published var detailFont: Font
  @Published var footnoteFont: Font

  init(base: CGFloat) {
    searchFont = .system(size: base + 4)
    errorFont = .system(size: base)
    titleFont = .system(size: base + 8, weight: .bold)
    subtitleFont = .system(size: base + 2)
    headerFont = .system(size: base - 2, weight: .semibold)
    rowFont = .system(size: base)
    buttonFont = .system(size: base + 4, weight: .bold)
    badgeFont = .system(size: base - 4)
    detailFont = .system(size: base - 2)
    footnoteFont = .system(size: base - 6)
  }

  static let regular = TypeTheme(base: 16)

  func enlargeRows() { rowFont = .system(size: 22) }
}

struct SearchField: View {
  @EnvironmentObject var theme: TypeTheme
  var body: some View {
    Text("Search").font(theme.searchFont).foregroundStyle(.red).font(theme.errorFont)
  }
}

struct ScreenTitle: View {
  @EnvironmentObject var theme: TypeTheme
  var body: some View {
    VStack {
      Text("Title").font(theme.titleFont)
      Text("Sub").font(theme.subtitleFont)
    }
  }
}

struct ListRow: View {
  @EnvironmentObject var theme: TypeTheme
  var body: some View {
    VStack {
      Text("Header").font(theme.headerFont)
      Text("Row").font(theme.rowFont)
    }
  }
}

struct ConnectButton: View {
  @EnvironmentObject var theme: TypeTheme
  var body: some View {
    Button("Connect") {}.font(theme.buttonFont).overlay(Text("1").font(theme.badgeFont))
  }
}

struct InfoFooter: View {
  @EnvironmentObject var theme: TypeTheme
  var body: some View {
    VStack {
      Text("Info").font(theme.detailFont)
      Button("Bigger") { theme.enlargeRows() }.font(theme.footnoteFont)
    }
  }
}

@main
struct ThemedApp: App {
  @StateObject private var theme = TypeTheme.regular
  var body: some Scene { WindowGroup { SearchField().environmentObject(theme) } }
}
