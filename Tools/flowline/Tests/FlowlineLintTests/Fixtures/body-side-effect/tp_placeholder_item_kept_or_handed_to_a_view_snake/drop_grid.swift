import SwiftUI

class Slot_Item: ObservableObject {
  @Published var title: String
  @Published var span = 1

  init(title: String) { self.title = title }
  func widen() { span = 2 }
}

// A view keeps what it is handed as its model: a fresh one every render is a model nobody
// drives.
struct Slot_Label: View {
  @ObservedObject var slot: Slot_Item
  var body: some View { Text(slot.title) }
}

final class Slot_Log {
  var seen: [Slot_Item] = []
}

struct Drop_Grid: View {
  let rows: Int
  let log: Slot_Log
  var body: some View {
    ForEach(0..<rows, id: \.self) { row in
      labelled(slot: Slot_Item(title: "\(row)"))  // expect: body-side-effect
      widened_cell(slot: Slot_Item(title: "\(row)"))  // expect: body-side-effect
      logged_cell(slot: Slot_Item(title: "\(row)"))  // expect: body-side-effect
    }
  }

  private func labelled(slot: Slot_Item) -> some View { Slot_Label(slot: slot) }

  private func widened_cell(slot: Slot_Item) -> some View {
    Text(slot.title).onTapGesture(perform: slot.widen)
  }

  private func logged_cell(slot: Slot_Item) -> some View {
    log.seen.append(slot)  // expect: body-side-effect
    return Text(slot.title)
  }
}
