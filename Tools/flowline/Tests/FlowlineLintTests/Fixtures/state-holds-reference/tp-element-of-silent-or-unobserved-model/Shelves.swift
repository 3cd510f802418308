import Combine
import SwiftUI

final class Volume: ObservableObject, Identifiable {
  let id = UUID()
  @Published var title = ""
  func retitle(_ text: String) { title = text }
}

// Holds volumes but never forwards their announcements.
final class Bookcase: ObservableObject {
  @Published var volumes: [Volume] = []
}

// Forwards its volumes' announcements, but the view below does not observe it.
final class Reading_list: ObservableObject {
  @Published var volumes: [Volume] = [] { didSet { relay() } }
  private var relays: [AnyCancellable] = []
  func relay() {
    relays = volumes.map {
      $0.objectWillChange.sink { [weak self] in self?.objectWillChange.send() }
    }
  }
}

struct BookcaseView: View {
  @ObservedObject var bookcase: Bookcase
  @State private var open: Volume?  // expect: state-holds-reference

  var body: some View {
    Text(open?.title ?? "")
  }
}

struct Reading_list_row: View {
  let list: Reading_list
  @State private var current: Volume?  // expect: state-holds-reference

  var body: some View {
    Text(current?.title ?? "")
  }
}
