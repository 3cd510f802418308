import Combine
import Foundation
import SwiftUI

final class FeedPoller: ObservableObject {
  @Published var polls = 0
  private let items = PassthroughSubject<[String], Never>()

  func countedItems() -> AnyPublisher<[String], Never> {
    polls += 1
    return items.eraseToAnyPublisher()
  }

  func primedItems() -> AnyPublisher<[String], Never> {
    items.send([])
    return items.eraseToAnyPublisher()
  }

  func refreshingItems() -> AnyPublisher<[String], Never> {
    Task { await self.reload() }
    return items.eraseToAnyPublisher()
  }

  func reload() async {}
}

protocol FeedSource {
  func latestItems() -> AnyPublisher<[String], Never>
}

struct FeedScreen: View {
  @ObservedObject var poller: FeedPoller
  let source: any FeedSource
  @State private var items: [String] = []

  var body: some View {
    List(items, id: \.self) { Text($0) }
      .onReceive(poller.countedItems()) { items = $0 }  // expect: body-side-effect
      .onReceive(poller.primedItems()) { items = $0 }  // expect: body-side-effect
      .onReceive(poller.refreshingItems()) { items = $0 }  // expect: body-side-effect
      .overlay {
        let _ = source.latestItems()  // expect: body-side-effect
        EmptyView()
      }
  }
}
