import SwiftUI

class Callback_Slot_Base {
  var on_tap: (() -> Void)?
}

/// Inherits its stored slot; keeps closures by key as well.
final class Tap_Callback_Slot: Callback_Slot_Base {
  var keyed_handlers: [String: () -> Void] = [:]
  var renderedTitle: String = ""
}

struct Tappable_Row: View {
  let title: String
  let on_tap: () -> Void
  @State private var latest_slot: Tap_Callback_Slot = Tap_Callback_Slot()

  var body: some View {
    self.latest_slot.on_tap = on_tap
    latest_slot.keyed_handlers[title] = on_tap
    latest_slot.renderedTitle = title
    return Text(title)
      .onTapGesture { latest_slot.on_tap?() }
  }
}
