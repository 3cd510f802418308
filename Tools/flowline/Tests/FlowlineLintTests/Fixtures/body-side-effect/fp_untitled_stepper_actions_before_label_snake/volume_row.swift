import SwiftUI

final class Volume_Store: ObservableObject {
  @Published var level = 5
  func raise() { level += 1 }
  func lower() { level -= 1 }
}

// The store's methods run from the stepper's increment and decrement taps, not while rendering.
struct Volume_Row: View {
  @StateObject private var store = Volume_Store()

  var body: some View {
    Stepper {
      store.raise()
    } onDecrement: {
      store.lower()
    } onEditingChanged: { _ in
    } label: {
      Text("Volume \(store.level)")
    }
  }
}
