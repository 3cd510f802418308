import Foundation
import SwiftUI

final class Markets_Service: ObservableObject {
  @Published var trending: [String] = []

  func fetch_trending(completion: @escaping () -> Void) {
    URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in
      completion()
    }.resume()
  }

  func fetch_prices(completion: @escaping ([Double]) -> Void) {
    URLSession.shared.dataTask(with: URL(string: "https://example.com/p")!) { _, _, _ in
      completion([])
    }.resume()
  }
}

struct Market_list: View {
  @ObservedObject var store: Markets_Service
  @State private var is_loading = false
  @State private var prices: [Double] = []

  var body: some View {
    List(store.trending, id: \.self) { Text($0) }
      .onAppear { load() }
  }

  private func load() {
    is_loading = true
    store.fetch_trending {
      DispatchQueue.main.async { is_loading = false }
    }
    store.fetch_prices { values in prices = values }  // expect: view-calls-service
  }
}
