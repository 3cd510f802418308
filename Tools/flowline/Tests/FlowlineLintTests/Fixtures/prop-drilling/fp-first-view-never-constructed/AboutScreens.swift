import SwiftUI

struct AboutScreen: View {
  @State private var accent = Color.orange
  var body: some View { AboutFrame(accent: $accent) }
}

struct AboutFrame: View {
  @Binding var accent: Color
  var body: some View { Text("About").overlay(AboutEdge(accent: $accent)) }
}

struct AboutEdge: View {
  @Binding var accent: Color
  var body: some View { Rectangle().fill(accent).frame(height: 2) }
}

// An older layout left in the file: nothing constructs it, so no state reaches its chain.
struct AboutScreenDraft: View {
  @Binding var tint: Color
  var body: some View { DraftFrame(tint: $tint) }
}

struct DraftFrame: View {
  @Binding var tint: Color
  var body: some View { DraftEdge(tint: $tint) }
}

struct DraftEdge: View {
  @Binding var tint: Color
  var body: some View { Rectangle().fill(tint) }
}
