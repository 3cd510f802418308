import SwiftUI

final class Greeting: ObservableObject {
  @Published var text = "Hi"
}

// Replaced whole, but also edited in place: the edit never re-renders the card.
struct GreetingCard: View {
  @State private var greeting = Greeting()  // expect: state-holds-reference

  var body: some View {
    Text(greeting.text)
      .onTapGesture { greeting.text = "Hello" }
      .onLongPressGesture { greeting = Greeting() }
  }
}

final class DigitsOnly: ObservableObject {
  @Published var value = ""
}

// Replaced in init, then bound through its projection: edits through the binding go unseen.
struct AccuracyField: View {
  @State private var accuracy: DigitsOnly  // expect: state-holds-reference

  init(start: String) {
    let digits = DigitsOnly()
    digits.value = start
    self.accuracy = digits
  }

  var body: some View {
    TextField("Metres", text: $accuracy.value)
  }
}
