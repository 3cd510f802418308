import SwiftUI

// A stepper built with a title has no label closure: its closures run on taps.
struct ServingsPicker: View {
  @State private var servings = 2
  @State private var isEditing = false

  var body: some View {
    Stepper("Servings") {
      servings += 1
    } onDecrement: {
      if servings > 1 { servings -= 1 }
    } onEditingChanged: { editing in
      isEditing = editing
    }
  }
}
