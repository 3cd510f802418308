import SwiftUI

final class Zoom_model: ObservableObject {
  @Published var level = 1
  func zoom_in() { level += 1 }
  func zoom_out() { level -= 1 }
}

struct Zoom_panel: View {
  @ObservedObject var model: Zoom_model
  let title: String

  var body: some View {
    HStack {
      Stepper(title) {
        model.zoom_in()
      } onDecrement: {
        model.zoom_out()
      }
      Stepper("Zoom \(model.level)", onIncrement: nil) {
        model.zoom_out()
      }
    }
  }
}
