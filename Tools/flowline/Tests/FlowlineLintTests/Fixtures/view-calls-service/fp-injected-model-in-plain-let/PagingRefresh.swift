import SwiftUI

// The screen's paging model: it owns loading, refreshing and errors, and publishes them.
final class PagingDataSource: ObservableObject {
  @Published var items: [String] = []
  @Published var isRefreshing = false

  func refreshAsync(animated: Bool) async {
    isRefreshing = true
    try? await Task.sleep(for: .milliseconds(10))
    items = ["fresh"]
    isRefreshing = false
  }
}

// A reusable modifier handed the screen's model in a plain `let`: refreshing is an intent.
struct PagingRefresh: ViewModifier {
  let dataSource: PagingDataSource

  func body(content: Content) -> some View {
    content.refreshable { await dataSource.refreshAsync(animated: true) }
  }
}
