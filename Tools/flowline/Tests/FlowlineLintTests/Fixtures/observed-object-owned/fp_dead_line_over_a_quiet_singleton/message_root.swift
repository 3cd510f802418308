import SwiftUI

class Message_controller: ObservableObject {
  static let shared = Message_controller()
  var last_sent: String?
}

struct Message_root: View {
  @ObservedObject var controller = Message_controller.shared

  var body: some View {
    Text("Messages")
  }
}
