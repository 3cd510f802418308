import Combine
import SwiftUI

final class SketchDocumentStore: ObservableObject {
  @Published var strokes: [Int] = []
  @Published var selectedStroke: Int?
  @Published var canUndo = false
  @Published var canRedo = false
  @Published var zoom = 1.0
  @Published var showsGrid = false
  @Published var exportFormat = "png"
  @Published var exportProgress = 0.0
  @Published var isExporting = false
  @Published var brushSize = 4.0
  @Published var brushColor = "black"
}

@main
struct SketchApp: App {
  @StateObject private var store = SketchDocumentStore()
  var body: some Scene {
    WindowGroup {
      CanvasScreen()
        .environmentObject(store)
    }
  }
}
