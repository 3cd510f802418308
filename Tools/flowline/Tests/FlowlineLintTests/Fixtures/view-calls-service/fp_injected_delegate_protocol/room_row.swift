import SwiftUI

protocol Room_row_Delegate: AnyObject {
  func leave_room(_ id: String) async
}

struct Room_row: View {
  let id: String
  weak var delegate: (any Room_row_Delegate)?

  var body: some View {
    Button("Leave") {
      Task { await delegate?.leave_room(id) }
    }
  }
}
