import SwiftUI

struct CanvasScreen: View {
  var body: some View {
    VStack {
      CommandStrip()
      StrokeCanvas()
      ExportStatus()
      BrushPalette()
    }
  }
}

struct StrokeCanvas: View {
  @EnvironmentObject var store: SketchDocumentStore
  var body: some View {
    Text("\(store.strokes.count) \(store.selectedStroke ?? 0) \(store.zoom) \(store.showsGrid)")
  }
}

struct ExportStatus: View {
  @EnvironmentObject var store: SketchDocumentStore
  var body: some View {
    Text(store.isExporting ? "\(store.exportProgress)" : store.exportFormat)
  }
}

struct BrushPalette: View {
  @EnvironmentObject var store: SketchDocumentStore
  var body: some View { Text("\(store.brushSize) \(store.brushColor)") }
}
