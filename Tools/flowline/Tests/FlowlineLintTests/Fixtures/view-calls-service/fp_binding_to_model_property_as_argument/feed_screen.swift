import SwiftUI

final class Feed_Repository: ObservableObject {
  @Published var fetchFilter = ""
  func reload(_ filter: String) async {}
}

struct Filter_bar: View {
  @Binding var text: String
  var body: some View { TextField("Filter", text: $text) }
}

struct Feed_screen: View {
  @StateObject private var repository = Feed_Repository()

  var body: some View {
    Filter_bar(text: $repository.fetchFilter)
  }
}
