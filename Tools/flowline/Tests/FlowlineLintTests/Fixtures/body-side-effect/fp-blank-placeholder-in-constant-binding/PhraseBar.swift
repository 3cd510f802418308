import SwiftUI

final class RequestRunner<Output>: ObservableObject {
  let encoder = JSONEncoder()
  let host = "https://example.com"
  var service: String
  @Published var result: Output?

  init(service: String) { self.service = service }
}

final class Board: ObservableObject {
  var loader = RequestRunner<String>(service: "GetBoard")
  @Published var name = ""
  @Published var columns = 0

  init() { columns = 0 }
}

struct BoardCell: View {
  @Binding var board: Board
  let label: String

  var body: some View { Text(label) }
}

// A reusable cell requires a board binding; the phrase bar, which has no board, fills it with
// a blank placeholder nothing fills or keeps: rebuilding it loses nothing.
struct PhraseBar: View {
  let phrases: [String]

  var body: some View {
    HStack {
      ForEach(phrases, id: \.self) { phrase in
        BoardCell(board: .constant(Board()), label: phrase)
      }
    }
  }
}

final class LiveBoard: ObservableObject {
  @Published var name = ""
  init() { Task { name = "Loaded" } }
}

struct LiveCell: View {
  @Binding var board: LiveBoard
  var body: some View { Text(board.name) }
}

// A placeholder whose initializer starts work is made again on every render: reported.
struct LiveBar: View {
  var body: some View {
    LiveCell(board: .constant(LiveBoard()))  // expect: body-side-effect
  }
}
