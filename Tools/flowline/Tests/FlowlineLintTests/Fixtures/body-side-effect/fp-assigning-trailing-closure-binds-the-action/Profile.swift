import SwiftUI

// A menu row with two defaulted closure parameters, a view-building accessory and an action.
// A trailing closure that assigns cannot build a view, so Swift binds it to `action`, which
// the row's button runs when tapped.
struct ProfileMenuItem: View {
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

struct ProfileView: View {
  @State private var showingSupport = false

  var body: some View {
    List {
      ProfileMenuItem(title: "Contact support") {
        showingSupport = true
      }
    }
    .sheet(isPresented: $showingSupport) { Text("Support") }
  }
}
