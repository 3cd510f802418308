import SwiftUI
import UIKit

final class Tick_haptics {
  static let shared = Tick_haptics()
  private let selection_generator = UISelectionFeedbackGenerator()
  private let haptic_queue = DispatchQueue(label: "ticks")

  func tick() {
    haptic_queue.async {
      DispatchQueue.main.async { self.selection_generator.selectionChanged() }
    }
  }
}

struct Dial_picker: View {
  @State private var value = 0
  var body: some View {
    Stepper("\(value)", value: $value)
      .onChange(of: value) { Tick_haptics.shared.tick() }
  }
}
