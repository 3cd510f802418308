import SwiftUI

struct Focus_box<Inner: View>: View {
  @FocusState.Binding var focus: Int?
  let slot: Int
  let inner: () -> Inner

  init(focus: FocusState<Int?>.Binding, slot: Int, @ViewBuilder inner: @escaping () -> Inner) {
    self._focus = focus
    self.slot = slot
    self.inner = inner
  }

  var body: some View {
    inner()
      .focused($focus, equals: slot)
      .border(focus == slot ? Color.blue : Color.clear)
  }
}
