import SwiftUI

// The helper is a struct whose value depends on how it is made (a page it is given): each new
// model differs, and the one the user paged through is lost on every render.
struct PagedStore {
  var page: Int
  func delete(id: String) async throws {}
}

final class PagedWalletModel: ObservableObject {
  private var store: PagedStore
  @AppStorage("userId") private var userId = ""

  init(store: PagedStore) { self.store = store }

  func nextPage() { store.page += 1 }
}

struct PagedWalletView: View {
  @ObservedObject var viewModel: PagedWalletModel
  var body: some View { Button("Next") { viewModel.nextPage() } }
}

struct PagedTabs: View {
  var body: some View {
    TabView {
      let start = PagedStore(page: 0)
      PagedWalletView(viewModel: PagedWalletModel(store: start))  // expect: body-side-effect
    }
  }
}
