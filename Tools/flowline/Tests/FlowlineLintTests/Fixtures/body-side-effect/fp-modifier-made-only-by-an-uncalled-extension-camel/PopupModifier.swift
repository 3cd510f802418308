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

// A modifier made in a row builder that the list hands on unapplied: it is built.
struct TrackingModifier: ViewModifier {
  func body(content: Content) -> some View {
    let _ = PopupCounter.shared.record()  // expect: body-side-effect
    content
  }
}

struct TrackedList: View {
  let items: [String]

  var body: some View {
    List { ForEach(items, id: \.self, content: row) }
  }

  func row(_ item: String) -> some View {
    Text(item).modifier(TrackingModifier())
  }
}
