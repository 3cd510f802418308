import SwiftUI

final class PinBoard: ObservableObject {
  @Published var pins: [Int] = []
}

struct DeskRoot: View {
  @StateObject private var board = PinBoard()
  var body: some View { DeskScreen(board: board) }
}

// A private wrapper first, then two separate components that only pass it on.
struct DeskScreen: View {
  @ObservedObject var board: PinBoard  // expect: prop-drilling
  var body: some View { DeskScreenInner(board: board) }
}

private struct DeskScreenInner: View {
  @ObservedObject var board: PinBoard
  var body: some View { DeskColumns(board: board) }
}
