import Contacts
import SwiftUI

extension CNContactStore {
  static func is_allowed() -> Bool { authorizationStatus(for: .contacts) == .authorized }
}

final class Contacts_access {
  static let shared = Contacts_access()
  private let store = CNContactStore()

  func ask(_ done: @escaping (Bool) -> Void) {
    store.requestAccess(for: .contacts) { granted, _ in
      DispatchQueue.main.async { done(granted) }
    }
  }
}

struct Invite_button: View {
  @State private var allowed = false

  var body: some View {
    Button("Invite") { Contacts_access.shared.ask { allowed = $0 } }
  }
}
