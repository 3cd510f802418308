import SwiftUI

class Packing_loader: ObservableObject {
  @Published var last_error: String?

  func fetch_items() async -> [String] {
    return ["towel", "charger"]
  }
}

struct Packing_list: View {
  @State private var items: [String] = []
  private let loader = Packing_loader()

  var body: some View {
    List(items, id: \.self) { Text($0) }
      .task {
        let fetched = await loader.fetch_items()
        items = fetched
      }
  }
}
