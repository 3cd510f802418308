import SwiftUI

struct SurfaceToolbar: View {
  var surface: CodeSurface
  @State private var copied = ""

  var body: some View {
    HStack {
      Button("Up") { Task { await surface.moveCaret(.up) } }
      Button("Undo") { Task { await surface.undoEdit() } }
      Button("Copy") {
        Task { copied = await surface.selectedText() }
      }
    }
  }
}
