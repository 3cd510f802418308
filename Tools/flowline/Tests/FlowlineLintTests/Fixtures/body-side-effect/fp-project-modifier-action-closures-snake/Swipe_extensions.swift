import SwiftUI

struct Swipe_choice {
  var id: Int
}

extension View {
  /// The project's own swipe actions: the closure runs when a choice is swiped.
  func swipeActions(
    _ choices: [Swipe_choice], edge: HorizontalEdge = .trailing,
    _ on_pick: @escaping (Swipe_choice) -> Void
  ) -> some View {
    swipeActions(edge: edge) {
      ForEach(choices, id: \.id) { choice in
        Button("\(choice.id)") { on_pick(choice) }
      }
    }
  }
}
