import SwiftUI

final class KeyLayout: ObservableObject {
  @Published var keys: [String] = []
  @Published var selected = 0
}

// `~=` is the pattern-match operator, a test: an `if` comparing with it while rendering writes
// nothing (nor does a pointwise SIMD comparison `.==`).
struct KeyEditor: View {
  @ObservedObject var layout: KeyLayout

  var body: some View {
    if layout.keys.indices ~= layout.selected {
      Text(layout.keys[layout.selected])
    } else {
      Text("None")
    }
  }
}

struct Range_badge: View {
  @State private var allowed = 0..<10
  @State private var value = 3
  let mask: SIMD2<Int>

  var body: some View {
    let inside = allowed ~= value
    let same = any(mask .== SIMD2(1, 1))
    Text(inside && same ? "in" : "out")
  }
}
