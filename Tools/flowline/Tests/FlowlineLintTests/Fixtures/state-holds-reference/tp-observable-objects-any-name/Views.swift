import Combine
import SwiftUI

final class LegacyModel: ObservableObject {
  @Published var value = 0
  func bump() { value += 1 }
}

class Ledger: ObservableObject {
  @Published var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}

final class Cockpit: Ledger {}

final class Session: ObservableObject {
  static let shared = Session()
  @Published var userName = ""
  func signIn(as name: String) { userName = name }
}

struct GalleryView: View {
  @State private var model = LegacyModel()  // expect: state-holds-reference
  @State private var book: Ledger?  // expect: state-holds-reference
  @State private var panel = Cockpit()  // expect: state-holds-reference
  @State private var session = Session.shared  // expect: state-holds-reference

  var body: some View {
    VStack {
      Text("\(model.value)")
      Text("\(book?.lines.count ?? 0) \(panel.lines.count)")
      Text(session.userName)
    }
  }
}
