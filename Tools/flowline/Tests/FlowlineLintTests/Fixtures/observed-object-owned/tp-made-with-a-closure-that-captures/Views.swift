import SwiftUI

final class Greeting_model: ObservableObject {
  @Published var text: String

  init(_ name: String, format: (String) -> String) {
    text = format(name)
  }
}

// The closure reaches outside the initializer's input (a fresh date): not a projection.
struct GreetingCard: View {
  @ObservedObject var greeting: Greeting_model

  init(name: String) {
    self.greeting = Greeting_model(name) { "\($0) at \(Date())" }  // expect: observed-object-owned
  }

  var body: some View { Text(greeting.text) }
}

// A closure that only uses its argument, but the view edits the object through a binding.
struct GreetingEditor: View {
  @ObservedObject var greeting: Greeting_model

  init(name: String) {
    greeting = Greeting_model(name) { $0.uppercased() }  // expect: observed-object-owned
  }

  var body: some View { TextField("Text", text: $greeting.text) }
}
