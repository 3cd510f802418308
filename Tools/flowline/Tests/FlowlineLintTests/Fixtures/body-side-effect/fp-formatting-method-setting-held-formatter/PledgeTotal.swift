import Foundation
import SwiftUI

struct PledgeSummary {
  let amount: Double
  let currencyFormatter: NumberFormatter

  // Sets the formatter's options, formats, and puts them back: a read of the amount.
  func totalDescription(fullSymbol: Bool) -> String {
    let originalSymbol = currencyFormatter.currencySymbol
    currencyFormatter.currencySymbol = fullSymbol ? "USD" : "$"
    let text = currencyFormatter.string(from: amount as NSNumber) ?? ""
    currencyFormatter.currencySymbol = originalSymbol
    return text
  }
}

struct PledgeTotal: View {
  let summary: PledgeSummary
  var body: some View {
    Text(summary.totalDescription(fullSymbol: false))
  }
}
