import SwiftUI

// A fare service whose `async` price only multiplies what it was given; its refresh reads the
// stored tariff from the user defaults, and its quote asks a held client.
final class Fare_service {
  let client = Tariff_client()
  var base_fare = 2.5

  func price_for(zones: Int) async -> Double {
    let factor = zones > 2 ? 1.5 : 1.0
    return base_fare * Double(zones) * factor
  }

  func stored_tariff() async -> Double {
    UserDefaults.standard.double(forKey: "tariff")
  }

  func quote(zones: Int) async -> Double {
    client.cached_quote(zones)
  }
}

final class Tariff_client {
  func cached_quote(_ zones: Int) -> Double { Double(zones) }
}

struct Fare_badge: View {
  let zones: Int
  private let fare_service = Fare_service()
  @State private var price = 0.0

  var body: some View {
    Text("\(price)")
      .task { price = await fare_service.price_for(zones: zones) }
      .onAppear {
        Task { price = await fare_service.stored_tariff() }  // expect: view-calls-service
        Task { price = await fare_service.quote(zones: zones) }  // expect: view-calls-service
      }
  }
}
