import Combine
import SwiftUI

/// A draft being edited; `shared` is a computed factory returning a new draft.
final class Draft_form: ObservableObject {
  @Published var title = ""
  @Published var body_text = ""

  static var shared: Draft_form { .init() }
}

struct Draft_editor: View {
  @StateObject private var form = Draft_form.shared

  var body: some View { TextField("Title", text: $form.title) }
}
