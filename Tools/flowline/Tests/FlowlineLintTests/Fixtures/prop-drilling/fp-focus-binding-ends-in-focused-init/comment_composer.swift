import SwiftUI

// The focus binding is passed as `$focus` into initializers taking `FocusState<…>.Binding`.
struct Comment_composer: View {
  @FocusState private var focused_slot: Int?
  @State private var body_text = ""

  var body: some View {
    Reply_panel(focus: $focused_slot, body_text: $body_text)
  }
}

struct Reply_panel: View {
  @FocusState.Binding var focus: Int?
  @Binding var body_text: String

  init(focus: FocusState<Int?>.Binding, body_text: Binding<String>) {
    self._focus = focus
    self._body_text = body_text
  }

  var body: some View {
    Reply_row(focus: $focus, text: $body_text)
  }
}

struct Reply_row: View {
  @FocusState.Binding var focus: Int?
  @Binding var text: String

  init(focus: FocusState<Int?>.Binding, text: Binding<String>) {
    self._focus = focus
    self._text = text
  }

  var body: some View {
    Focus_box(focus: $focus, slot: 1) { TextEditor(text: $text) }
  }
}
