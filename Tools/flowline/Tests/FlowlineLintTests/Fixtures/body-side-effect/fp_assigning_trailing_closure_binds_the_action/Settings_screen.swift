import SwiftUI

// The same row in another naming style: the assigning trailing closure is the action.
struct Menu_row: View {
  let title: String
  let show_accessory: (() -> AnyView)?
  let action: (() -> Void)?

  init(title: String, show_accessory: (() -> AnyView)? = nil, action: (() -> Void)? = nil) {
    self.title = title
    self.show_accessory = show_accessory
    self.action = action
  }

  var body: some View {
    Button(action: action ?? {}) {
      HStack {
        Text(title)
        show_accessory?()
      }
    }
  }
}

struct Settings_screen: View {
  @State private var showing_about = false

  var body: some View {
    List {
      Menu_row(title: "About") {
        showing_about = true
      }
    }
    .sheet(isPresented: $showing_about) { Text("About") }
  }
}
