import Combine
import Network
import SwiftUI

/// Publishes the network's status; the path monitor it keeps is its tool, not state.
final class ConnectionMonitor: ObservableObject {
  let monitor = NWPathMonitor()
  @Published private(set) var status = NWPath.Status.satisfied
}

final class AccountStore: ObservableObject {
  @Published var name = ""
  @Published var avatar: URL?
}

final class OrdersModel: ObservableObject {
  @Published var orders: [String] = []
  @Published var filter = ""
}

/// Uses the whole of the monitor's state (its one published status) and the orders; only the
/// account store is unused.
struct ConnectivityRoot: View {
  @EnvironmentObject private var connection: ConnectionMonitor
  @EnvironmentObject private var account: AccountStore
  @EnvironmentObject private var orders: OrdersModel

  var body: some View {
    List(orders.orders, id: \.self) { Text($0) }
      .searchable(text: $orders.filter)
      .overlay { if connection.status != .satisfied { Text("Offline") } }
  }
}
