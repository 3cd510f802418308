import Combine
import SwiftUI

/// A few published properties and the app's managers in plain properties, handed to every
/// view: a God object, whatever services a wrapper also injects.
final class Ledger: ObservableObject {  // expect: god-object
  @Published var balance = 0.0
  @Published var currency = "EUR"
  @Published var isSyncing = false
  @Published var banner: String?
  var accounts = AccountStore()
  var reminders = ReminderScheduler()
  var contacts = ContactBook()
  var theme = ThemeManager()
  var exporter = Exporter()
  var lastExport: Date?
  @Dependency(\.api) private var api
  @Dependency(\.clock) private var clock
}

@main
struct LedgerApp: App {
  @StateObject private var ledger = Ledger()
  var body: some Scene { WindowGroup { AccountsPage().environmentObject(ledger) } }
}

struct AccountsPage: View {
  @EnvironmentObject var ledger: Ledger
  var body: some View { Text("\(ledger.accounts.count) \(ledger.balance) \(ledger.currency)") }
}

struct RemindersPage: View {
  @EnvironmentObject var ledger: Ledger
  var body: some View { Text("\(ledger.reminders.count)").bold(ledger.isSyncing) }
}

struct ContactsPage: View {
  @EnvironmentObject var ledger: Ledger
  var body: some View { Text(ledger.banner ?? "\(ledger.contacts.count)") }
}

struct AppearancePage: View {
  @EnvironmentObject var ledger: Ledger
  var body: some View { Text(ledger.theme.name).help("\(ledger.exporter.progress)") }
}
