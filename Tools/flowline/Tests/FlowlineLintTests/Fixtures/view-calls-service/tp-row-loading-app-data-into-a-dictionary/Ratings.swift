import SwiftUI

// A dictionary of values, not pictures: the row fetches the app's rating itself.
final class RatingsClient {
  func rating(for id: String) async -> Double {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/\(id)")!)
    return 4.5
  }
}

struct RatingRow: View {
  let id: String
  let ratingsClient: RatingsClient
  @Binding var ratings: [String: Double]

  var body: some View {
    Text("\(ratings[id] ?? 0)")
      .task { ratings[id] = await ratingsClient.rating(for: id) }  // expect: view-calls-service
  }
}
