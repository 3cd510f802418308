import SwiftUI

/// Left-over properties the view never reads, binds or hands on: re-making them loses nothing.
final class DigitFilter: ObservableObject {
  @Published var text = ""
}

final class ReceiptDraft: ObservableObject {
  @Published var lines: [String] = []
  @Published var total = 0
}

struct PriceSheet: View {
  @ObservedObject var euros = DigitFilter()  // expect: observed-object-owned
  @ObservedObject var cents = DigitFilter()
  @ObservedObject var scratch: ReceiptDraft = .init()

  var body: some View {
    TextField("Euros", text: $euros.text)
  }
}
