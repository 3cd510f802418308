import SwiftUI

final class Coupon_Picker: ObservableObject {
  @Published var selected: String?

  func pick(_ code: String) { selected = code }
}

// The receipt wraps the picker it is handed in its initializer and never names it again.
struct Receipt_Screen: View {
  let order: String
  @ObservedObject private var picker: Coupon_Picker

  init(order: String, picker: Coupon_Picker) {
    self.order = order
    _picker = ObservedObject(wrappedValue: picker)
  }

  var body: some View { Text(order) }
}

struct Order_Rows: View {
  let orders: [String]

  var body: some View {
    ForEach(orders, id: \.self) { order in
      NavigationLink(destination: Receipt_Screen(order: order, picker: Coupon_Picker())) {
        Text(order)
      }
    }
  }
}

struct Coupon_Screen: View {
  @StateObject private var picker = Coupon_Picker()
  var body: some View {
    Button(picker.selected ?? "Pick") { picker.pick("SAVE10") }
  }
}
