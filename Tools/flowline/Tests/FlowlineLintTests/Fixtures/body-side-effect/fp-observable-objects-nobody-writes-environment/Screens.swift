import SwiftUI

struct ThreadScreen: View {
  var body: some View {
    MessageList()
      .environmentObject(
        LayoutContext(columnWidth: 320, showsFullBleed: false, mode: .compact)
      )
      .environment(\.columnWidth, 320)
  }
}

struct MessageList: View {
  @EnvironmentObject private var layout: LayoutContext

  var body: some View {
    Text(layout.isCompact ? "compact" : "regular")
      .frame(width: layout.columnWidth)
      .padding(layout.showsFullBleed ? 0 : 8)
  }
}

struct PreferencesPane: View {
  @ObservedObject var preferences: Preferences
  @State private var spec = ColumnSpec(width: 200)

  var body: some View {
    Toggle("Full bleed", isOn: $preferences.showsFullBleed)
    Button("Reset") {
      Preferences.shared.showsFullBleed = false
      spec.columnWidth = 100
      spec.mode = .compact
    }
  }
}
