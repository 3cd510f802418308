import SwiftUI

struct DeskColumns: View {
  @ObservedObject var board: PinBoard
  var body: some View { HStack { DeskColumn(board: board) } }
}

struct DeskColumn: View {
  @ObservedObject var board: PinBoard
  var body: some View { VStack { DeskPinCard(board: board) } }
}

struct DeskPinCard: View {
  @ObservedObject var board: PinBoard
  var body: some View { Text("\(board.pins.count)") }
}
