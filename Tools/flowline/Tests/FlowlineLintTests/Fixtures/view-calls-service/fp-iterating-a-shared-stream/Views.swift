import SwiftUI

actor FeeMonitor {
  static let shared = FeeMonitor()
  private var listeners = 0
  nonisolated func updates() -> AsyncStream<Int> {
    Task { await self.addListener() }
    return AsyncStream { continuation in continuation.yield(1) }
  }
  private func addListener() { listeners += 1 }
}

final class Price_feed_service {
  func price_stream() -> AsyncStream<Double> {
    Task { await self.open_socket() }
    return AsyncStream { continuation in continuation.yield(1) }
  }
  private func open_socket() async {}
}

// Views that subscribe to a shared object's stream: they observe, they ask for no work.
struct FeeLabel: View {
  @State private var fee = 0
  var body: some View {
    Text("\(fee)").task {
      for await value in FeeMonitor.shared.updates() { fee = value }
    }
  }
}

struct Price_ticker: View {
  let price_feed: Price_feed_service
  @State private var price = 0.0
  var body: some View {
    Text("\(price)").task {
      for await value in price_feed.price_stream() { price = value }
    }
  }
}
