import SwiftUI

// A large per-screen view model owned with @State and read by two views is not a God object.
@Observable
final class EditorModel {
  var title = ""
  var body = ""
  var tags: [String] = []
  var author = ""
  var createdAt = Date()
  var updatedAt = Date()
  var isDraft = true
  var wordCount = 0
  var coverImage: URL?
  var category = ""
  var isPinned = false
  var visibility = 0
  var language = "en"
  var summary = ""
  var slug = ""
  var revision = 0
}

struct EditorScreen: View {
  @State private var model = EditorModel()
  var body: some View { EditorToolbar().environment(model) }
}

struct EditorToolbar: View {
  @Environment(EditorModel.self) private var model
  var body: some View { Text(model.title) }
}

struct EditorStatus: View {
  @Environment(EditorModel.self) private var model
  var body: some View { Text("\(model.wordCount)") }
}
