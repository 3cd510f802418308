import SwiftUI

/// The project's own singleton: what its method does is known, and it loads over the network.
final class FeedHub {
  static let shared = FeedHub()
  func loadLatest(completion: @escaping ([String]) -> Void) {
    URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in
      completion([])
    }.resume()
  }
}

struct FeedScreen: View {
  let account: String
  @State private var items: [String] = []
  @State private var bytes = Data()

  var body: some View {
    List(items, id: \.self) { Text($0) }
      .onAppear {
        FeedHub.shared.loadLatest { items = $0 }  // expect: view-calls-service
      }
      .onAppear {
        // An SDK's singleton (not an Apple framework's) is still judged by its method's name.
        Purchases.shared.logIn(account) { _ in }  // expect: view-calls-service
      }
      .task {
        // A framework singleton that is a known service type.
        let url = URL(string: "https://example.com")!
        let got = try? await URLSession.shared.data(from: url)  // expect: view-calls-service
        bytes = got?.0 ?? Data()
      }
  }
}
