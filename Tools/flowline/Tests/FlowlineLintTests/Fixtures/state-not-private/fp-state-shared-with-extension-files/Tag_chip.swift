import SwiftUI

// Memberwise initializer: nobody passes `is_pressed`, so the chip alone sets it.
struct Tag_chip: View {
  let title: String
  @State var is_pressed = false

  var body: some View {
    Text(title).scaleEffect(is_pressed ? 0.9 : 1).gesture(press_gesture)
  }
}

struct Wobble: ViewModifier {
  @State var angle = 0.0

  func body(content: Content) -> some View {
    content.rotationEffect(.degrees(angle)).onAppear(perform: start)
  }
}
