import SwiftUI

final class Inbox_Repository: ObservableObject {
  @Published var messages: [String] = []
  func load_more(count: Int) async {
    try? await Task.sleep(for: .milliseconds(10))
    messages += Array(repeating: "m", count: count)
  }
}

struct Inbox_footer: View {
  let repository: Inbox_Repository

  var body: some View {
    Button("More") {
      Task { await repository.load_more(count: 20) }
    }
  }
}
