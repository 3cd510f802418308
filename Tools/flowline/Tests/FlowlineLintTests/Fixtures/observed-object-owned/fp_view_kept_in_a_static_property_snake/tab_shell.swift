import SwiftUI

final class Tab_state: ObservableObject {
  @Published var selected = 0
}

struct Tab_shell: View {
  @ObservedObject var state = Tab_state()
  var body: some View { Button("tab \(state.selected)") { state.selected += 1 } }
}

enum Shell_holder {
  static let shell = Tab_shell()
}

struct Root_view: View {
  var body: some View { Shell_holder.shell }
}
