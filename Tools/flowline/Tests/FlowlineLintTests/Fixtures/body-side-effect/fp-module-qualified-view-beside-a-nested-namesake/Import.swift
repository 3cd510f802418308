import SwiftUI

// Inside a screen's nested `ImportView`, the app names its top-level `ImportView` through its
// own module, `Vault.ImportView(…)`: that one takes the manager as a @StateObject through its
// memberwise initializer, an autoclosure built once per identity.
final class ImportManager: ObservableObject {
  @Published var progress = 0.0
  let format: String
  init(format: String) { self.format = format }
  func start() { progress = 1 }
}

struct ImportView: View {
  @StateObject var importManager: ImportManager  // expect: state-not-private
  var body: some View {
    ProgressView(value: importManager.progress).task { importManager.start() }
  }
}

struct BoardingView: View {
  var body: some View { ImportView() }

  struct ImportView: View {
    @State private var format: ImportFormat?

    var body: some View {
      Text("Choose a format").sheet(item: $format) { format in
        Vault.ImportView(importManager: ImportManager(format: format.id))
      }
    }
  }
}

struct ImportFormat: Identifiable {
  let id: String
}
