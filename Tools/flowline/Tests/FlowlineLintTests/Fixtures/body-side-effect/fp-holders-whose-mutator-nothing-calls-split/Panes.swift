import SwiftUI

struct PaneStack<Leading: View, Trailing: View>: View {
  @ObservedObject var holder: PaneAxisHolder
  let leading: Leading
  let trailing: Trailing

  var body: some View {
    if holder.axis == .across {
      HStack {
        leading
        trailing
      }
    } else {
      VStack {
        leading
        trailing
      }
    }
  }
}

struct AcrossPanes<Leading: View, Trailing: View>: View {
  let leading: Leading
  let trailing: Trailing
  @State private var expanded = false

  var body: some View {
    // Rebuilt from the same constant on every render: nothing it holds ever changes.
    PaneStack(holder: PaneAxisHolder(.across), leading: leading, trailing: trailing)
      .onTapGesture { expanded.toggle() }
  }
}
