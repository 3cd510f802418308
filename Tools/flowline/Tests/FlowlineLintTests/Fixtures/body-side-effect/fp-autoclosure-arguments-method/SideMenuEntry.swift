import SwiftUI

struct SideMenuEntry: View {
  let title: String
  let run: () -> Void

  static func make(_ title: String, run: @autoclosure @escaping () -> Void) -> SideMenuEntry {
    SideMenuEntry(title: title, run: run)
  }

  var body: some View {
    Button(title) { run() }
  }
}
