import SwiftUI

final class FeedRouter {
  private static var handler: (([String]) async -> Void)?

  // Also downloads the feed before handing it over: work of its own.
  static func setFeedHandler(_ handler: @escaping ([String]) async -> Void) {
    self.handler = handler
    Task {
      let url = URL(fileURLWithPath: "/feed")
      let (data, _) = try await URLSession.shared.data(from: url)
      await handler([String(decoding: data, as: UTF8.self)])
    }
  }
}

struct FeedList: View {
  @State private var items: [String] = []

  var body: some View {
    List(items, id: \.self) { Text($0) }
      .onAppear { FeedRouter.setFeedHandler(show) }  // expect: view-calls-service
  }

  func show(_ items: [String]) async { self.items = items }
}
