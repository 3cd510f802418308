import SwiftUI

// The trailing closure builds a view, so it binds to the accessory, which the row calls while
// rendering: its write of the view's state happens on every render.
struct ProfileMenuRow: View {
  let title: String
  let showAccessory: (() -> AnyView)?
  let action: (() -> Void)?

  init(title: String, showAccessory: (() -> AnyView)? = nil, action: (() -> Void)? = nil) {
    self.title = title
    self.showAccessory = showAccessory
    self.action = action
  }

  var body: some View {
    Button(action: action ?? {}) {
      HStack {
        Text(title)
        showAccessory?()
      }
    }
  }
}

struct AccountView: View {
  @State private var renders = 0

  var body: some View {
    ProfileMenuRow(title: "Badge") {
      renders += 1  // expect: body-side-effect
      return AnyView(Text("\(renders)"))
    }
  }
}
