import Gallery
import SwiftUI

// `Gallery.ImportView` names the imported module's view, not the app's top-level one: what its
// initializer does with the model is unknown, so building the model per render is reported.
final class ImportManager: ObservableObject {
  @Published var progress = 0.0
  func start() { progress = 1 }
}

struct ImportView: View {
  @StateObject var importManager: ImportManager  // expect: state-not-private
  var body: some View { ProgressView(value: importManager.progress).task { importManager.start() } }
}

struct AlbumScreen: View {
  var body: some View {
    Gallery.ImportView(importManager: ImportManager())  // expect: body-side-effect
  }
}
