import SwiftUI

struct SearchField: View {
  let debouncer = SearchDebouncer()
  @State private var query = ""
  @State private var shown = ""

  var body: some View {
    TextField("Search", text: $query)
      .onChange(of: query) { _, value in
        debouncer.schedule { shown = value }  // expect: view-calls-service
      }
  }
}

struct Draft_editor: View {
  let saver = Draft_saver()
  @State private var text = ""
  @State private var saved = false

  var body: some View {
    TextEditor(text: $text)
      .onDisappear {
        saver.save_later(text) { saved = true }  // expect: view-calls-service
      }
  }
}
