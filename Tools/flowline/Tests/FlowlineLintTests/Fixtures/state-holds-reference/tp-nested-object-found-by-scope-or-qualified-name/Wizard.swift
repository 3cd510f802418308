import Combine
import SwiftUI

enum Wizard {
  final class Store: ObservableObject {
    @Published var step = 0
    func next() { step += 1 }
  }

  struct StepView: View {
    // An outer scope's `Store`: the wizard's object.
    @State private var store = Store()  // expect: state-holds-reference
    var body: some View { Text("\(store.step)") }
  }
}

struct SummaryView: View {
  struct Store {
    var lines: [String] = []
  }

  @State private var local = Store()
  @State private var wizard = Wizard.Store()  // expect: state-holds-reference
  @State private var other: Wizard.Store?  // expect: state-holds-reference

  var body: some View {
    Text("\(local.lines.count) \(wizard.step) \(other?.step ?? 0)")
  }
}
