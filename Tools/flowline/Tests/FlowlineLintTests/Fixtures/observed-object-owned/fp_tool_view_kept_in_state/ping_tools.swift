import Combine
import SwiftUI

final class Ping_model: ObservableObject {
  @Published var replies = 0
  func ping() { replies += 1 }
}

struct Ping_tool: View {
  @ObservedObject var ping_model = Ping_model()

  var body: some View {
    Button("Ping (\(ping_model.replies))") { ping_model.ping() }
  }
}

// Keeps its one tool view in @State, made once with the list.
struct Ping_tools: View {
  @State private var pages = [AnyView(Ping_tool())]

  var body: some View {
    TabView {
      ForEach(pages.indices, id: \.self) { index in pages[index] }
    }
  }
}
