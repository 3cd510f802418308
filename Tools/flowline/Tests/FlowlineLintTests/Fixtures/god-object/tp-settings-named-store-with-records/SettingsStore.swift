import Combine
import SwiftUI

struct Trip { var title = "" }
struct Receipt { var amount = 0.0 }

/// Named for settings, but it also keeps the app's trips and receipts: a data store with
/// unrelated parts, each read by its own screen.
final class SettingsStore: ObservableObject {  // expect: god-object
  @Published var trips: [Trip] = []
  @Published var selectedTrip: Trip?
  @Published var receipts: [Receipt] = []
  @Published var receiptFilter = ""
  @Published var currency = "EUR"
  @Published var roundTotals = false
  @Published var syncing = false
  @Published var lastSync: Date?
  @Published var banner: String?
  @Published var unread = 0
}

struct TripsScreen: View {
  @EnvironmentObject var store: SettingsStore
  var body: some View { Text("\(store.trips.count) \(store.selectedTrip?.title ?? "")") }
}

struct ReceiptsScreen: View {
  @EnvironmentObject var store: SettingsStore
  var body: some View { Text("\(store.receipts.count)").help(store.receiptFilter) }
}

struct CurrencyScreen: View {
  @EnvironmentObject var store: SettingsStore
  var body: some View { Text(store.currency).bold(store.roundTotals) }
}

struct SyncScreen: View {
  @EnvironmentObject var store: SettingsStore
  var body: some View { Text(store.lastSync?.description ?? "").opacity(store.syncing ? 1 : 0) }
}
