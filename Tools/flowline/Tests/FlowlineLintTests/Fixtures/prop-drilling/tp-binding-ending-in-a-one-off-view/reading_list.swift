import SwiftUI

enum Reading_order: String, CaseIterable, Identifiable {
  case newest, oldest
  var id: String { rawValue }
}

// The end view is used once and keeps more than the binding: a screen part, not a control.
struct Reading_summary: View {
  @Binding var order: Reading_order
  let count: Int

  var body: some View {
    Button("\(count) \(order.rawValue)") { order = order == .newest ? .oldest : .newest }
  }
}

struct Reading_screen: View {
  @State private var order = Reading_order.newest
  var body: some View { Reading_header(order: $order) }
}

struct Reading_header: View {
  @Binding var order: Reading_order  // expect: prop-drilling
  var body: some View { Reading_bar(order: $order) }
}

struct Reading_bar: View {
  @Binding var order: Reading_order
  var body: some View { Reading_summary(order: $order, count: 3) }
}
