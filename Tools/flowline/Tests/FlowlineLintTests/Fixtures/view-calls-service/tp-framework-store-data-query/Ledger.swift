import FinanceKit
import SwiftUI

// The same kind of wrapper, but the view asks it for the user's financial data.
actor Purse_reader {
  private var store: FinanceStore { FinanceStore.shared }

  func ask() async -> Bool {
    (try? await store.requestAuthorization()) == .authorized
  }

  func recent() async -> [FinanceKit.Transaction] {
    let query = TransactionQuery(sortDescriptors: [])
    return (try? await store.transactions(query: query)) ?? []
  }
}

struct Purse_view: View {
  let reader = Purse_reader()
  @State private var rows: [FinanceKit.Transaction] = []

  var body: some View {
    List(rows, id: \.id) { Text($0.transactionDescription) }
      .task { rows = await reader.recent() }  // expect: view-calls-service
  }
}
