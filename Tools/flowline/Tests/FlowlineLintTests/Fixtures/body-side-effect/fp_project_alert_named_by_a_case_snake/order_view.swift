import SwiftUI

enum Order_Dialog {
  case cancel_order
}

extension View {
  func confirmationDialog(
    _ dialog: Order_Dialog, isPresented: Binding<Bool>, on_confirm: @escaping () -> Void
  ) -> some View {
    confirmationDialog("Cancel the order?", isPresented: isPresented) {
      Button("Yes", action: on_confirm)
    }
  }
}

final class Order_Store: ObservableObject {
  @Published var orders: [String] = ["a"]
  func cancel_last() { orders.removeLast() }
}

struct Order_View: View {
  @StateObject private var store = Order_Store()
  @State private var asks = false
  var body: some View {
    List(store.orders, id: \.self) { Text($0) }
      .confirmationDialog(.cancel_order, isPresented: $asks) {
        store.cancel_last()
      }
  }
}
