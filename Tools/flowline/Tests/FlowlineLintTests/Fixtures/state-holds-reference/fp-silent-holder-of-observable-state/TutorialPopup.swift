import Observation
import SwiftUI

@Observable final class PopupState {
  var isShown = false
  var page = 0
}

// Announces nothing itself, but keeps its display state in an `@Observable` object it never
// replaces: Observation tracks the view's reads through it.
final class PopupController: ObservableObject {
  private(set) var state = PopupState()

  func show() { state.isShown = true }
}

// The same holder, but it swaps in a new state object: reads of the old one go stale.
final class ResettingPopupController: ObservableObject {
  private(set) var state = PopupState()

  func reset() { state = PopupState() }
}

struct TutorialRoot: View {
  @State private var popup = PopupController()
  @State private var resetting = ResettingPopupController()  // expect: state-holds-reference

  var body: some View {
    VStack {
      if popup.state.isShown { Text("Page \(popup.state.page)") }
      if resetting.state.isShown { Text("Page \(resetting.state.page)") }
      Toggle("Shown", isOn: $popup.state.isShown)
      Button("Show") { popup.show() }
      Button("Reset") { resetting.reset() }
    }
  }
}
