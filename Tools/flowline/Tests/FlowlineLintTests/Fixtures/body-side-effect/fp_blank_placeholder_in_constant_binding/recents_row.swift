import SwiftUI

final class Recent_list: ObservableObject {
  @Published var items: [String] = []
  var limit = 10

  init() { limit = 10 }

  func add(_ item: String) { items.append(item) }
}

struct Recent_cell: View {
  @Binding var list: Recent_list
  let title: String
  var body: some View { Text("\(title): \(list.items.count)") }
}

struct Recents_row: View {
  var body: some View {
    Recent_cell(list: Binding.constant(Recent_list()), title: "Recent")
  }
}

struct Recents_screen: View {
  @StateObject private var list = Recent_list()

  var body: some View {
    Button("Add") { list.add("note") }
  }
}
