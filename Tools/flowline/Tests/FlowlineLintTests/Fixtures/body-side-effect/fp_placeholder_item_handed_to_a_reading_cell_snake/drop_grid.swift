import SwiftUI

class Slot_Item: ObservableObject {
  @Published var title: String
  @Published var kind: String
  @Published var span = 1

  init(title: String, kind: String = "empty") {
    self.title = title
    self.kind = kind
    switch kind {
    case "wide": span = 2
    case "empty": span = 1
    default: print("unknown kind \(kind)")
    }
  }

  func describe() -> String { "\(title) (\(kind))" }
  func widen() { span = 2 }
}

struct Slot_Editor: View {
  @ObservedObject var item: Slot_Item
  var body: some View { TextField("Title", text: $item.title) }
}

// A drop grid: each empty spot is drawn by a helper from a placeholder item it only reads.
struct Drop_Grid: View {
  let rows: Int
  var body: some View {
    ForEach(0..<rows, id: \.self) { row in
      slot_cell(slot: Slot_Item(title: "\(row)"), row: row)
    }
  }

  private func slot_cell(slot: Slot_Item, row: Int) -> some View {
    Text(slot.describe())
      .frame(width: CGFloat(slot.span) * 40)
      .onTapGesture { print("tapped \(slot.title) in \(row)") }
  }
}
