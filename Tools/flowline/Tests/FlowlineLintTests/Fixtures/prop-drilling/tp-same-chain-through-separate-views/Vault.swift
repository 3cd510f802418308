import SwiftUI

struct VaultRoot: View {
  @State private var revealed = false
  @State private var pinned = false
  var body: some View {
    VaultScreen(revealed: $revealed)
    VaultPanel(pinned: $pinned)
  }
}

// The shell around the private body is one component with it, but the body then threads the
// flag through two more private layers before a row reads it.
struct VaultScreen: View {
  @Binding var revealed: Bool  // expect: prop-drilling
  var body: some View {
    VaultBody(revealed: $revealed).navigationTitle("Vault")
  }
}

private struct VaultBody: View {
  @Binding var revealed: Bool
  var body: some View { List { VaultSection(revealed: $revealed) } }
}

private struct VaultSection: View {
  @Binding var revealed: Bool
  var body: some View { Section { VaultRow(revealed: $revealed) } }
}

private struct VaultRow: View {
  @Binding var revealed: Bool
  var body: some View {
    Button(revealed ? "Hide" : "Show") { revealed.toggle() }
  }
}

// Not a shell: the panel lays out its own content around the private part.
struct VaultPanel: View {
  @Binding var pinned: Bool  // expect: prop-drilling
  var body: some View {
    VStack {
      Text("Panel")
      VaultPanelPart(pinned: $pinned)
    }
  }
}

private struct VaultPanelPart: View {
  @Binding var pinned: Bool
  var body: some View { VaultPinRow(pinned: $pinned) }
}

private struct VaultPinRow: View {
  @Binding var pinned: Bool
  var body: some View { Button(pinned ? "Unpin" : "Pin") { pinned.toggle() } }
}
