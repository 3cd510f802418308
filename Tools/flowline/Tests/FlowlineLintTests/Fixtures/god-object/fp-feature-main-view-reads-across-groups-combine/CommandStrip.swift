import SwiftUI

/// The editor's command strip: undo, zoom, the brush and export sit side by side because they
/// act on one document.
struct CommandStrip: View {
  @EnvironmentObject var store: SketchDocumentStore

  var body: some View {
    HStack {
      Button("Undo") {}.disabled(!store.canUndo)
      Button("Redo") {}.disabled(!store.canRedo)
      Text("\(Int(store.zoom * 100)) %")
      Circle().frame(width: store.brushSize)
      Button("Export") {}.disabled(store.isExporting)
    }
  }
}
