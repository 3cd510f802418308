import Foundation
import SwiftUI

struct Clip_item {
  var label: String
}

final class ClipCatalog: ObservableObject {
  @Published var labels: [String] = []
  @Published var loading = false

  // Hands a completion to a request it starts now.
  func itemsLoadingMore() -> [Clip_item] {
    URLSession.shared.dataTask(with: URL(fileURLWithPath: "/")) { _, _, _ in
      DispatchQueue.main.async { self.loading = false }
    }.resume()
    return labels.map { Clip_item(label: $0) }
  }

  // Builds a closure in a local and calls it before returning.
  func itemsAfterRefresh() -> [Clip_item] {
    let refresh = {
      DispatchQueue.main.async { self.loading = true }
    }
    refresh()
    return labels.map { Clip_item(label: $0) }
  }

  // Runs work inside an immediate closure (map), not a stored one.
  func itemsTouchingTasks() -> [Clip_item] {
    labels.map { label in
      Task { await self.warm(label) }
      return Clip_item(label: label)
    }
  }

  func warm(_ label: String) async {}
}

struct ClipShelf: View {
  @ObservedObject var catalog: ClipCatalog

  var body: some View {
    VStack {
      ForEach(catalog.itemsLoadingMore(), id: \.label) {  // expect: body-side-effect
        Text($0.label)
      }
      ForEach(catalog.itemsAfterRefresh(), id: \.label) {  // expect: body-side-effect
        Text($0.label)
      }
      ForEach(catalog.itemsTouchingTasks(), id: \.label) {  // expect: body-side-effect
        Text($0.label)
      }
    }
  }
}
