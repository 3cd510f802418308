import Combine
import SwiftUI

final class Search_model: ObservableObject {
  @Published var query = ""
}

struct Search_field: View {
  @ObservedObject var search_model: Search_model
  @State private var typed_count = 0

  var body: some View {
    TextField("Search", text: $search_model.query)
      .onReceive(
        search_model.$query.map { text -> Int in
          typed_count += 1
          return text.count
        }
      ) { _ in }
  }
}
