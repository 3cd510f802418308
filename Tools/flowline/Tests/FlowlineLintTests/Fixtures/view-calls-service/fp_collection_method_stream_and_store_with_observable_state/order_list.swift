import Combine
import Foundation
import Observation
import SwiftUI

struct Order_line {
  var items: [String]
}

final class Order_feed {
  static let shared = Order_feed()

  /// Maps the orders it is told about: a description of a stream.
  func order_updates() -> AnyPublisher<String, Never> {
    NotificationCenter.default.publisher(for: .init("Orders")).map(\.name.rawValue)
      .eraseToAnyPublisher()
  }
}

@Observable final class Order_state {
  var lines: [Order_line] = []
}

final class Order_store {
  let state = Order_state()

  func refresh_orders() {
    Task { _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!) }
  }
}

/// Keeps its lines to itself: views cannot read what it loads.
final class Order_repository {
  private let cache = Order_state()

  func refresh_orders() {
    Task { _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!) }
  }
}

struct Order_list: View {
  let store: Order_store
  let repository: Order_repository

  var body: some View {
    let orderService = store.state.lines
    List(orderService.compactMap { $0.items.first }, id: \.self) { Text($0) }
      .onReceive(Order_feed.shared.order_updates()) { _ in }
      .toolbar {
        Button("Refresh") { store.refresh_orders() }
        Button("Fetch") { repository.refresh_orders() }  // expect: view-calls-service
      }
  }
}
