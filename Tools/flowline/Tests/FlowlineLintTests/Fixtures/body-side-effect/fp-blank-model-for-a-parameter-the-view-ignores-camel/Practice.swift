import Combine
import SwiftUI

struct CanvasSettings {
  var windowSize = Double(1.5)
  var overlap = Double(0.9)
  var sounds = Set<String>()
}

final class SpeechListener: ObservableObject {
  private var subscription: AnyCancellable? = nil
  private var settings = CanvasSettings()
  @Published var isListening = false

  func start(settings: CanvasSettings) {
    self.settings = settings
    isListening = true
  }
}

// The canvas declares the listener but never uses it: the practice screen fills the parameter
// with a blank listener that nothing starts, so one per render loses nothing.
struct DrawingCanvas: View {
  @Binding var strokes: [String]
  @ObservedObject var listener: SpeechListener
  var body: some View { Text(strokes.joined()) }
}

struct PracticeScreen: View {
  @State private var strokes: [String] = []
  var body: some View {
    DrawingCanvas(strokes: $strokes, listener: SpeechListener())
  }
}
