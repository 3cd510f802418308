import SwiftUI

struct CheckoutScreen: View {
  @State private var draft = Draft()
  @State private var edits: Draft?

  var body: some View {
    VStack {
      Text("\(draft.total)")
      Text("\(edits?.total ?? 0)")
      Button("Add") { draft.total += 1 }
    }
  }
}
