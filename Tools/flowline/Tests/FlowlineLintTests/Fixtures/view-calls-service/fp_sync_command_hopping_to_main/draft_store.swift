import Foundation
import SwiftUI

final class Draft_store {
  static let shared = Draft_store()
  var drafts: [String] = []

  // Removes the draft at once, then tells the main queue's listeners.
  func remove_draft(_ id: String) {
    drafts.removeAll { $0 == id }
    DispatchQueue.main.async {
      NotificationCenter.default.post(name: Notification.Name("drafts"), object: nil)
    }
  }
}

struct Draft_row: View {
  let id: String
  var body: some View {
    Button("Delete") { Draft_store.shared.remove_draft(id) }
  }
}
