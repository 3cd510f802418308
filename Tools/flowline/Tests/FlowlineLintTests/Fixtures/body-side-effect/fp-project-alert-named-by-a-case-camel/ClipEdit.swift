import SwiftUI

enum AlertKind {
  case retake, delete
  var title: String { self == .retake ? "Retake?" : "Delete?" }
}

extension View {
  /// The app's own alert: its trailing closure is the confirm action, run on a tap.
  func alert(
    _ kind: AlertKind, isPresented: Binding<Bool>, cancelAction: @escaping () -> Void = {},
    confirmAction: @escaping () -> Void
  ) -> some View {
    alert(kind.title, isPresented: isPresented) {
      Button("Cancel", role: .cancel, action: cancelAction)
      Button("OK", action: confirmAction)
    }
  }
}

final class ClipCoordinator: ObservableObject {
  @Published var path: [String] = []
  func popLast() { _ = path.popLast() }
}

// SwiftUI's alerts take a title as a string, a key or a `Text`, never a case of the app's own
// type: `.alert(.retake, …) { … }` is the project's modifier, and the closure its action.
struct ClipEditor: View {
  @StateObject private var coordinator = ClipCoordinator()
  @State private var showsRetake = false

  var body: some View {
    Text("Clip")
      .alert(.retake, isPresented: $showsRetake) {
        coordinator.popLast()
      }
  }
}
