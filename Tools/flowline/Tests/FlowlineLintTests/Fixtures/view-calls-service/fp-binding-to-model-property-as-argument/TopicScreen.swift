import SwiftUI

final class PagingDataSource: ObservableObject {
  @Published var loadFromPage: Int?
  @Published var items: [String] = []

  func load(page: Int) async {
    try? await Task.sleep(for: .milliseconds(10))
    items = ["page \(page)"]
  }
}

struct JumpSheet: View {
  @Binding var page: Int?
  var body: some View { Button("First") { page = 1 } }
}

// `$dataSource.loadFromPage` is a binding to the model's property, not a method handed on.
struct TopicScreen: View {
  @StateObject private var dataSource = PagingDataSource()
  @State private var showsJump = false

  var body: some View {
    List(dataSource.items, id: \.self) { Text($0) }
      .sheet(isPresented: $showsJump) {
        JumpSheet(page: $dataSource.loadFromPage)
      }
  }
}
