import SwiftUI

/// Named as an intent, but the view waits for its result and keeps it itself.
final class SearchIntent {
  func results(for query: String) async -> [String] {
    let url = URL(string: "https://example.com/search?q=\(query)")!
    guard let (data, _) = try? await URLSession.shared.data(from: url) else { return [] }
    return [String(decoding: data, as: UTF8.self)]
  }
}

struct SearchView: View {
  let intent: SearchIntent
  @State private var query = ""
  @State private var results: [String] = []

  var body: some View {
    List(results, id: \.self) { Text($0) }
      .searchable(text: $query)
      .task(id: query) { results = await intent.results(for: query) }  // expect: view-calls-service
  }
}
