import SwiftUI

protocol Has_draft {
  var draft: String { get }
}

protocol Draft_screen: Has_draft {}

struct Editor_view: View, Draft_screen {
  @State var draft = ""

  var body: some View { TextField("Draft", text: $draft) }
}

struct Editor_host: View {
  var body: some View { Editor_view() }
}
