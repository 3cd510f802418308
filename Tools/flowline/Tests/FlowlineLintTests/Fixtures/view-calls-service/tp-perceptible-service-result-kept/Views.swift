import Perception
import SwiftUI

// A service type observed through Perception: the view awaits it and keeps the result itself.
@Perceptible
final class QuoteService {
  var lastError: String?
  func fetchQuote(symbol: String) async throws -> Double { 0 }
}

struct QuoteTicker: View {
  let symbol: String
  @State private var service = QuoteService()
  @State private var price: Double?

  var body: some View {
    Text(price.map { "\($0)" } ?? "…")
      .task { price = try? await service.fetchQuote(symbol: symbol) }  // expect: view-calls-service
  }
}
