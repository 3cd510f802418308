import SwiftUI

extension Tag_chip {
  var press_gesture: some Gesture {
    DragGesture(minimumDistance: 0)
      .onChanged { _ in self.is_pressed = true }
      .onEnded { _ in $is_pressed.wrappedValue = false }
  }
}
