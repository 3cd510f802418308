import SwiftUI

struct ComposeScreen: View {
  var body: some View {
    VStack {
      DraftEditor(draft: "Dear team,")
      PhotoPane(zoom: 1.5)
      LevelMeter(3)
      Lamp()
    }
  }
}
