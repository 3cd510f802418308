import SwiftUI

enum Badge {
  static func character(code: String) -> String { "badge-" + code }
}

// A placeholder until the server exists: its loader only sets fixed values, and only `init`
// runs it. A new one shows the same.
final class ProfilePageModel: ObservableObject {
  @Published var nickname: String?
  @Published var badgeCount: Int?
  @Published var badgeImage: String?

  init() {
    loadPlaceholder()
  }

  func loadPlaceholder() {
    nickname = "Guest"
    badgeCount = 8
    badgeImage = Badge.character(code: "02")
  }
}

struct ProfilePage: View {
  @ObservedObject var model = ProfilePageModel()

  var body: some View {
    Text(model.nickname ?? "")
    Text("\(model.badgeCount ?? 0)")
  }
}

// The same placeholder that the page also renames: the new name is lost when it is re-made.
final class EditableProfileModel: ObservableObject {
  @Published var nickname: String?

  init() { loadPlaceholder() }

  func loadPlaceholder() { nickname = "Guest" }
}

struct EditableProfilePage: View {
  @ObservedObject var model = EditableProfileModel()  // expect: observed-object-owned

  var body: some View {
    Button(model.nickname ?? "") { model.nickname = "Renamed" }
  }
}
