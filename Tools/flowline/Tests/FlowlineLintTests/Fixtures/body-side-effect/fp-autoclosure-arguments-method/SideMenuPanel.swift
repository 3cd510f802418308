import Observation
import SwiftUI

@Observable final class SideMenuModel {
  var open_settings = false
  var log: [String] = []
}

struct SideMenuPanel: View {
  @State private var store = SideMenuModel()
  @State private var taps = 0

  var body: some View {
    List {
      SideMenuEntry.make("Settings", run: { store.open_settings = true }())
      SideMenuEntry.make("Count", run: { taps += 1 }())
      SideMenuEntry.make("Log", run: store.log.append("tap"))
    }
  }
}
