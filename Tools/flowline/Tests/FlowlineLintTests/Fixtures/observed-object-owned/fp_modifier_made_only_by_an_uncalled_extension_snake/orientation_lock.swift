import SwiftUI

final class Orientation_manager: ObservableObject {
  @Published var is_locked = false
  func toggle_lock() { is_locked.toggle() }
}

extension View {
  // A helper left after a refactor: nothing calls it.
  func orientation_lock() -> some View {
    modifier(Orientation_lock_modifier())
  }

  func rotation_hint() -> some View {
    modifier(Rotation_hint_modifier())
  }
}

struct Orientation_lock_modifier: ViewModifier {
  @ObservedObject var manager = Orientation_manager()

  func body(content: Content) -> some View {
    content.disabled(manager.is_locked).onTapGesture { manager.toggle_lock() }
  }
}

struct Rotation_hint_modifier: ViewModifier {
  @ObservedObject var manager = Orientation_manager()  // expect: observed-object-owned

  func body(content: Content) -> some View {
    content.overlay { manager.is_locked ? Text("Locked") : nil }
      .onLongPressGesture { manager.toggle_lock() }
  }
}

@main
struct Reader_app: App {
  var body: some Scene {
    WindowGroup { Text("Page").rotation_hint() }
  }
}
