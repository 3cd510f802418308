import SwiftUI

final class HomeModel: ObservableObject {
  @Published var error: String?
  @Published var content: [String] = []
  func clearContent() { content.removeAll() }
}

// `.alert(error:)` without `isPresented:` or `item:` is no SwiftUI alert (every one of those
// takes one of them): another library's modifier, whose closure runs on dismissal.
struct HomeScreen: View {
  @StateObject private var model = HomeModel()
  var body: some View {
    List(model.content, id: \.self) { Text($0) }
      .alert(error: $model.error) {
        model.clearContent()
      }
  }
}
