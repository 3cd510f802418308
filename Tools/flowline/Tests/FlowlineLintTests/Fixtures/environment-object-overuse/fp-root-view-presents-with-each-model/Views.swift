import Observation
import SwiftUI

// The app's root view uses each environment model for one app-level job: the composer sheet's
// flag, that sheet's save, the error alert.
@Observable final class ComposerState {
  var isComposing = false
  var draft = ""
}

final class NotesStore: ObservableObject {
  @Published var notes: [String] = []
  func save(_ note: String) { notes.append(note) }
}

@Observable final class Error_center {
  var isShowingError = false
  var message = ""
}

struct RootView: View {
  @Environment(ComposerState.self) private var composer
  @EnvironmentObject var store: NotesStore
  @Environment(Error_center.self) private var errors

  var body: some View {
    @Bindable var composer = composer
    @Bindable var errors = errors
    NavigationStack { Text("Notes") }
      .sheet(isPresented: $composer.isComposing) {
        ComposerView { store.save($0) }
      }
      .alert("Something went wrong", isPresented: $errors.isShowingError) {
        Button("OK") {}
      }
  }
}

struct ComposerView: View {
  let onSave: (String) -> Void
  var body: some View { Button("Save") { onSave("") } }
}

final class ImportCoordinator: ObservableObject {
  @Published var isImporting = false
}

final class LibraryStore: ObservableObject {
  func add(_ url: URL) {}
}

final class ThemeSettings: ObservableObject {
  @Published var confirmDelete = false
}

struct Library_root: View {
  @EnvironmentObject var importer: ImportCoordinator
  @EnvironmentObject var library: LibraryStore
  @EnvironmentObject var theme: ThemeSettings

  var body: some View {
    List { Text("Library") }
      .fileImporter(isPresented: $importer.isImporting, allowedContentTypes: []) { result in
        if case .success(let url) = result { library.add(url) }
      }
      .confirmationDialog("Delete?", isPresented: $theme.confirmDelete) { Button("Delete") {} }
  }
}
