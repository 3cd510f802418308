import Combine
import Foundation
import SwiftUI

final class PageFeed: ObservableObject {
  @Published var pages: [String] = []
  private var ticker: AnyCancellable?

  init() {
    ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
      .sink { [weak self] _ in self?.pages.append("page") }
  }

  func loadMore() { pages.append("more") }
}

// Reads a feed that keeps itself up to date: a new one starts over.
struct PageCounter: View {
  @ObservedObject var feed = PageFeed()  // expect: observed-object-owned

  var body: some View {
    Text("\(feed.pages.count)")
  }
}

// Reads a feed it also fills: what it loaded is lost when it is made again.
struct MorePages: View {
  @ObservedObject var more = PageFeedWithoutTimer()  // expect: observed-object-owned

  var body: some View {
    Button("More \(more.pages.count)") { more.loadMore() }
  }
}

final class PageFeedWithoutTimer: ObservableObject {
  @Published var pages: [String] = []
  func loadMore() { pages.append("more") }
}

struct Pages: View {
  var body: some View {
    VStack {
      PageCounter()
      MorePages()
    }
  }
}
