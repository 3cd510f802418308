import SwiftUI

final class Lap_counter: ObservableObject {
  @Published var laps = 0
  func count_lap() { laps += 1 }
}

// Label and content closures of controls run while rendering: work there is body work.
struct RaceControls: View {
  @State private var speed = 1.0
  @State private var rendered = 0
  @State private var on = false
  @StateObject private var counter = Lap_counter()

  var body: some View {
    VStack {
      Slider(value: $speed) {
        let _ = counter.count_lap()  // expect: body-side-effect
        Text("Speed")
      } onEditingChanged: { _ in
        rendered = 0
      }
      Stepper(value: $speed, in: 0...9) {
        let _ = counter.count_lap()  // expect: body-side-effect
        Text("Step")
      }
      Toggle(isOn: $on) {
        let _ = counter.count_lap()  // expect: body-side-effect
        Text("On")
      }
      VStack {
        let _ = counter.count_lap()  // expect: body-side-effect
      }
    }
  }
}
