import SwiftUI

final class PanelState: ObservableObject {
  @Published var expanded = false
}

struct FlagRow: View {
  let title: String
  let highlighted: Bool

  init(title: String, highlighted: Bool) {
    self.title = title
    self.highlighted = highlighted
  }

  var body: some View {
    Text(title).bold(highlighted)
  }
}

struct PanelView: View {
  @ObservedObject var panel: PanelState

  var body: some View {
    FlagRow(
      title: "Panel",
      highlighted: {
        panel.expanded = true  // expect: body-side-effect
        return panel.expanded
      }()
    )
  }
}
