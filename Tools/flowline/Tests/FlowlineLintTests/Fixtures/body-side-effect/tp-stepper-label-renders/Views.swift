import SwiftUI

final class RenderTally: ObservableObject {
  @Published var renders = 0
  func bump() { renders += 1 }
}

// Without a title, a stepper's first trailing closure is its label, built while rendering.
struct PageStepper: View {
  @StateObject private var tally = RenderTally()
  @State private var page = 0

  var body: some View {
    Stepper {
      let _ = tally.bump()  // expect: body-side-effect
      Text("Page \(page)")
    } onIncrement: {
      page += 1
    } onDecrement: {
      page -= 1
    }
  }
}
