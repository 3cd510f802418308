import Combine
import SwiftUI

final class SearchDraft: ObservableObject {
  @Published var query = ""
  @Published var picked: [String] = []
}

struct DraftFields: View {
  @ObservedObject var draft: SearchDraft
  var body: some View { TextField("Search", text: $draft.query) }
}

// The view's own optional state starts nil: the blank fallback is what the user types into
// until onAppear fills the state, and each render before that builds a new one.
struct DraftPanel: View {
  @State private var draft: SearchDraft?

  var body: some View {
    DraftFields(draft: draft ?? SearchDraft())  // expect: body-side-effect
      .onAppear { draft = SearchDraft() }
  }
}
