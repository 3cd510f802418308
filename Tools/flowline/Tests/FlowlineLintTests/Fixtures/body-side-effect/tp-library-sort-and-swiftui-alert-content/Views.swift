import SwiftUI

final class Tally: ObservableObject {
  @Published var count = 0
  func bump() -> Int {
    count += 1
    return count
  }
}

// The collection's own `sort(by:)` mutates the view's state while rendering.
struct SortedNames: View {
  @State private var names = ["b", "a"]
  var body: some View {
    let _ = names.sort(by: <)  // expect: body-side-effect
    List(names, id: \.self) { Text($0) }
  }
}

// SwiftUI's alert (with `isPresented:`) builds its actions while rendering.
struct AlertScreen: View {
  @StateObject private var tally = Tally()
  @State private var shown = false
  var body: some View {
    Text("Alert").alert("Title", isPresented: $shown) {
      Button("\(tally.bump())") {}  // expect: body-side-effect
    }
  }
}
