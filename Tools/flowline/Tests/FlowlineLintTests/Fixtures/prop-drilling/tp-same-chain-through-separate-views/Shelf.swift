import SwiftUI

final class ReadingQueue: ObservableObject {
  @Published var titles: [String] = []
}

struct ShelfRoot: View {
  @State private var chosen: String?
  @StateObject private var queue = ReadingQueue()

  var body: some View {
    ShelfScreen(chosen: $chosen, queue: queue)
  }
}

// Separate components, each usable on its own: two levels that only pass the values on.
struct ShelfScreen: View {
  @Binding var chosen: String?  // expect: prop-drilling
  @ObservedObject var queue: ReadingQueue  // expect: prop-drilling
  let isLocked = false

  var body: some View {
    ShelfList(chosen: $chosen, queue: queue)
      .environment(\.isEnabled, !isLocked)
  }
}

struct ShelfList: View {
  @Binding var chosen: String?
  @ObservedObject var queue: ReadingQueue

  var body: some View {
    List {
      ShelfRow(chosen: $chosen, queue: queue)
    }
  }
}

struct ShelfRow: View {
  @Binding var chosen: String?
  @ObservedObject var queue: ReadingQueue

  var body: some View {
    Button(chosen ?? "none") {
      chosen = queue.titles.first
    }
  }
}
