import Combine
import SwiftUI
import UIKit

/// A drawing editor's own state: created by the editor view, handed to a UIKit controller
/// that hosts the editor's panels, which puts it into their environment. One feature's
/// screens share it; it is not app state, whoever relays it.
final class SketchWorkspace: ObservableObject {
  @Published var strokes: [String] = []
  @Published var selectedStroke: Int?
  @Published var layers: [String] = []
  @Published var activeLayer = 0
  @Published var zoom = 1.0
  @Published var offset = 0.0
  @Published var canUndo = false
  @Published var canRedo = false
  @Published var brushSize = 4.0
  @Published var brushColor = "black"
}

struct SketchEditor: View {
  @StateObject private var workspace: SketchWorkspace = .init()
  var body: some View { SketchCanvasHost(workspace: workspace) }
}

struct SketchCanvasHost: UIViewControllerRepresentable {
  let workspace: SketchWorkspace
  func makeUIViewController(context: Context) -> SketchCanvasController {
    SketchCanvasController(workspace: workspace)
  }
  func updateUIViewController(_ controller: SketchCanvasController, context: Context) {}
}

final class SketchCanvasController: UIViewController {
  let workspace: SketchWorkspace
  init(workspace: SketchWorkspace) {
    self.workspace = workspace
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }
  override func viewDidLoad() {
    super.viewDidLoad()
    let panels = UIHostingController(rootView: SketchPanels().environmentObject(workspace))
    addChild(panels)
  }
}

struct SketchPanels: View {
  var body: some View {
    VStack {
      StrokeList()
      LayerPicker()
      ZoomControl()
      HistoryBar()
    }
  }
}

struct StrokeList: View {
  @EnvironmentObject var workspace: SketchWorkspace
  var body: some View { Text("\(workspace.strokes.count) \(workspace.selectedStroke ?? 0)") }
}

struct LayerPicker: View {
  @EnvironmentObject var workspace: SketchWorkspace
  var body: some View { Text("\(workspace.layers.count) \(workspace.activeLayer)") }
}

struct ZoomControl: View {
  @EnvironmentObject var workspace: SketchWorkspace
  var body: some View { Text("\(workspace.zoom) \(workspace.offset)") }
}

struct HistoryBar: View {
  @EnvironmentObject var workspace: SketchWorkspace
  var body: some View { Text(workspace.canUndo ? "undo" : workspace.canRedo ? "redo" : "") }
}
