import SwiftUI

struct Desk_root: View {
  var body: some View {
    TabView {
      Notes_screen()
      Account_screen()
      Search_screen()
      Uploads_screen()
    }
  }
}

struct Notes_screen: View {
  @Environment(Desk_State.self) private var state
  var body: some View { List(state.notes, id: \.self) { Text($0).bold(state.pinned.contains($0)) } }
}

struct Account_screen: View {
  @Environment(Desk_State.self) private var state
  var body: some View { Text(state.signed_in ? state.user_name : "Guest") }
}

struct Search_screen: View {
  @Environment(Desk_State.self) private var state
  var body: some View { List(state.matches, id: \.self) { Text($0) }.navigationTitle(state.query) }
}

struct Uploads_screen: View {
  @Environment(Desk_State.self) private var state
  var body: some View { ProgressView(value: state.upload_progress).help("\(state.uploads.count)") }
}
