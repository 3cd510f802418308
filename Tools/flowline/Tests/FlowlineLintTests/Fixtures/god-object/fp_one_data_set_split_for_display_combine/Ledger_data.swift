import Combine
import SwiftUI

/// One shared expense.
struct Ledger_entry { var amount = 0, settled = false, month = 0 }

/// The couple's ledger: every list is a slice of the same entries, cut for the open, the
/// settled and the monthly screens.
final class Ledger_data: ObservableObject {
  @Published private(set) var entries: [Ledger_entry] = []
  @Published private(set) var open_entries: [Ledger_entry] = []
  @Published private(set) var open_total = 0
  @Published private(set) var open_mine = 0
  @Published private(set) var settled_entries: [Ledger_entry] = []
  @Published private(set) var by_month: [[Ledger_entry]] = []
  @Published private(set) var month_totals: [Int] = []
  @Published private(set) var month_count = 3
  @Published private(set) var oldest: Date?
  @Published var page = 0
}

struct Open_screen: View {
  @EnvironmentObject var ledger: Ledger_data
  var body: some View {
    Text("\(ledger.open_total) \(ledger.open_mine) \(ledger.open_entries.count)")
  }
}

struct Monthly_screen: View {
  @EnvironmentObject var ledger: Ledger_data
  var body: some View {
    Text("\(ledger.by_month.count) \(ledger.month_totals.count) \(ledger.page)")
  }
}

struct History_screen: View {
  @EnvironmentObject var ledger: Ledger_data
  var body: some View { Text("\(ledger.entries.count)") }
}

struct Settled_screen: View {
  @EnvironmentObject var ledger: Ledger_data
  var body: some View { Text("\(ledger.settled_entries.count) \(ledger.month_totals.count)") }
}
