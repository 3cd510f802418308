import SwiftUI

final class Sort_order_holder: ObservableObject {
  @Published var ascending: Bool
  init(ascending: Bool) { self.ascending = ascending }
  func flip() { ascending.toggle() }
}

struct Sort_header: View {
  @ObservedObject var order: Sort_order_holder
  var body: some View {
    // Called here: the holder's state changes after it is made, and a rebuild drops it.
    Button(order.ascending ? "Up" : "Down") { order.flip() }
  }
}

final class Density_holder: ObservableObject {
  @Published var compact = false
  func toggle_compact() { compact.toggle() }
}

struct Density_menu: View {
  @ObservedObject var density: Density_holder
  // Handed on unapplied: the button calls it later.
  var body: some View { Button("Density", action: density.toggle_compact) }
}

final class Theme_holder: ObservableObject {
  @Published var name: String
  init(name: String? = nil, reader: (() -> String)? = nil) {
    self.name = reader?() ?? name ?? "plain"
  }
}

struct Themed_label: View {
  @ObservedObject var theme: Theme_holder
  var body: some View { Text(theme.name) }
}

final class Step_holder: ObservableObject {
  @Published var done = false
  func complete() { done = true }
}

/// Declares a `first` of its own; `steps.first` below is still the array's element.
struct Tour_state {
  var first = "intro"
}

struct Steps_view: View {
  let steps: [Step_holder]
  var body: some View { Button("Done") { steps.first?.complete() } }
}

struct Library_screen: View {
  static func stored_theme() -> String { UserDefaults.standard.string(forKey: "t") ?? "" }

  var body: some View {
    VStack {
      Sort_header(order: Sort_order_holder(ascending: true))  // expect: body-side-effect
      Density_menu(density: Density_holder())  // expect: body-side-effect
      // The reader closure runs in the initializer on every render.
      Themed_label(theme: Theme_holder(reader: Self.stored_theme))  // expect: body-side-effect
      Steps_view(steps: [Step_holder()])  // expect: body-side-effect
    }
  }
}
