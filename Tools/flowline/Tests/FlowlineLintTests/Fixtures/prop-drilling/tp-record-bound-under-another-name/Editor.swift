import SwiftData
import SwiftUI

@Model
final class Draft {
  var text: String
  init(text: String) { self.text = text }
}

// The last view binds the record under a local name and edits it: drilled state.
struct DraftScreen: View {
  let draft: Draft  // expect: prop-drilling
  var body: some View { DraftPanel(draft: draft) }
}

struct DraftPanel: View {
  let draft: Draft
  var body: some View { DraftEditor(draft: draft) }
}

struct DraftEditor: View {
  let draft: Draft
  var body: some View {
    @Bindable var draft = draft
    TextField("Text", text: $draft.text)
  }
}

struct DraftsRoot: View {
  @Query private var drafts: [Draft]
  var body: some View {
    if let draft = drafts.first { DraftScreen(draft: draft) }
  }
}
