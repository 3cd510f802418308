import Combine
import Foundation
import SwiftUI

// A controller class that makes the screen's view model itself and fills it: calling it is an
// intent to the screen's model layer.
final class Checkout_state: ObservableObject {
  @Published var total = 0.0
}

final class Checkout_controller {
  let state = Checkout_state()
  func recalculate() async {
    let (data, _) =
      (try? await URLSession.shared.data(from: URL(string: "https://e.com")!))
      ?? (Data(), URLResponse())
    state.total = Double(data.count)
  }
}

struct Checkout_screen: View {
  let controller: Checkout_controller
  @ObservedObject var state: Checkout_state

  var body: some View {
    Text("\(state.total)")
      .task { await controller.recalculate() }
  }
}
