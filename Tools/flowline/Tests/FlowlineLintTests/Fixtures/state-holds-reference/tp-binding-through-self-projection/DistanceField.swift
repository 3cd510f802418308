import SwiftUI

final class NumbersOnly: ObservableObject {
  @Published var value = "" {
    didSet { value = value.filter(\.isNumber) }
  }
}

// Binds a text field through `self.$accuracy`: the filtering the model does is never seen.
struct DistanceField: View {
  @State private var accuracy = NumbersOnly()  // expect: state-holds-reference

  var body: some View {
    TextField("Metres", text: self.$accuracy.value)
  }
}
