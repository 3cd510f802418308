import SwiftUI

extension DraftEditor {
  var saveButton: some View {
    Button("Save") { isDirty = false }.disabled(draft.isEmpty)
  }
}

extension PhotoPane {
  func zoomIn() { zoom *= 2 }
}

extension LevelMeter {
  func bump() { level += 1 }
}

extension Lamp {
  func matches(_ bulb: Bulb) -> Bool { bulb.glowing }
}
