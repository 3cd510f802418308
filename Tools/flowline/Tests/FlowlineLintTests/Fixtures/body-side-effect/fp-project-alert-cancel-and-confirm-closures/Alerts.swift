import SwiftUI

enum ConfirmKind {
  case discard
}

extension View {
  func alert(
    _ kind: ConfirmKind, isPresented: Binding<Bool>, cancelAction: @escaping () -> Void = {},
    confirmAction: @escaping () -> Void
  ) -> some View {
    alert("Discard?", isPresented: isPresented) {
      Button("Cancel", role: .cancel, action: cancelAction)
      Button("Discard", action: confirmAction)
    }
  }
}

final class Editor: ObservableObject {
  @Published var text = "draft"
  func keep() { text += "" }
  func discard() { text = "" }
}

// With `confirmAction:` written after it, the first trailing closure is `cancelAction`: both run
// on taps.
struct EditorScreen: View {
  @StateObject private var editor = Editor()
  @State private var asks = false
  var body: some View {
    Text(editor.text)
      .alert(.discard, isPresented: $asks) {
        editor.keep()
      } confirmAction: {
        editor.discard()
      }
  }
}
