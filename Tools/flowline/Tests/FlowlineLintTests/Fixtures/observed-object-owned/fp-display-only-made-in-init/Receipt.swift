import SwiftUI

struct Purchase {
  var items: [String]
  var prices: [Double]
}

// Publishes, and has a mutating method, but the view only reads it.
final class ReceiptSummary: ObservableObject {
  @Published var lines: [String]
  let total: Double

  init(purchase: Purchase, currency: String) {
    lines = purchase.items.map { "\($0) (\(currency))" }
    total = purchase.prices.reduce(0, +)
  }

  var formattedTotal: String { String(format: "%.2f", total) }

  func line(at position: Int) -> String { lines[position] }

  func clear() { lines = [] }
}

// Made in init from the view's own parameters, read in body and by a read-only child.
struct ReceiptView: View {
  @ObservedObject var summary: ReceiptSummary
  let title: String

  init(purchase: Purchase, title: String) {
    self.title = title
    let currency = title.isEmpty ? "EUR" : "USD"
    self.summary = ReceiptSummary(purchase: purchase, currency: currency)
  }

  init(summary: ReceiptSummary) {
    self.summary = summary
    self.title = ""
  }

  var body: some View {
    VStack {
      Text(title)
      ForEach(summary.lines.indices, id: \.self) { Text(summary.line(at: $0)) }
      ReceiptFooter(summary: summary)
    }
  }
}

struct ReceiptFooter: View {
  @ObservedObject var summary: ReceiptSummary
  var body: some View { Text(summary.formattedTotal.uppercased()) }
}
