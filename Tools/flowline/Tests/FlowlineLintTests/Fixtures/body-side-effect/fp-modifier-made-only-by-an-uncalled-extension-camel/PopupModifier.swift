import SwiftUI

final class PopupCounter {
  static let shared = PopupCounter()
  var shown = 0
  func record() { shown += 1 }
}

extension View {
  // Nothing in the app calls this: the modifier it makes is never built.
  func popup(isPresented: Bool) -> some View {
    modifier(PopupModifier(isPresented: isPresented))
  }

  func toast(isPresented: Bool) -> some View {
    modifier(ToastModifier(isPresented: isPresented))
  }
}

struct PopupModifier: ViewModifier {
  let isPresented: Bool

  func body(content: Content) -> some View {
    let _ = PopupCounter.shared.record()
    content.overlay { isPresented ? Text("Popup") : nil }
  }
}

// The same kind of modifier that a screen does use: its effect runs on every render.
struct ToastModifier: ViewModifier {
  let isPresented: Bool

  func body(content: Content) -> some View {
    let _ = PopupCounter.shared.record()  // expect: body-side-effect
    content.overlay { isPresented ? Text("Toast") : nil }
  }
}

@main
struct PopupApp: App {
  var body: some Scene {
    WindowGroup { Text("Home").toast(isPresented: true) }
  }
}
