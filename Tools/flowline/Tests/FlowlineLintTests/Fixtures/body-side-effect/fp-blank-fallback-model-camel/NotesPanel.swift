import SwiftUI

struct NoteEditor: View {
  @ObservedObject var model: NoteEditorModel
  var body: some View { TextField("Title", text: $model.title) }
}

// A blank placeholder for a state the controller never produces: rebuilding it loses nothing.
struct NotesPanel: View {
  @EnvironmentObject var controller: NotesController

  var body: some View {
    if controller.editing {
      NavigationView {
        NoteEditor(model: controller.selected ?? NoteEditorModel())
      }
    }
  }
}
