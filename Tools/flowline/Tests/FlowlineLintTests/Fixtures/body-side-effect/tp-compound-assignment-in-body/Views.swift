import SwiftUI

// A compound assignment while rendering writes the view's own state.
struct TapCounter: View {
  @State private var renders = 0
  @State private var flags = 0

  var body: some View {
    renders += 1  // expect: body-side-effect
    flags |= 2  // expect: body-side-effect
    return Text("\(renders)")
  }
}
