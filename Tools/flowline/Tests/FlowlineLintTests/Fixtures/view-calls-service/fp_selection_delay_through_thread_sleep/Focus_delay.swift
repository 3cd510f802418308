import Foundation
import SwiftUI

// The same delay with `Thread.sleep` on a global queue.
final class Focus_delay {
  class func after_layout(_ action: @escaping () -> Void) {
    DispatchQueue.global().async {
      Thread.sleep(forTimeInterval: 0.05)
      DispatchQueue.main.async { action() }
    }
  }
}

struct Search_bar: View {
  @FocusState private var focused: Bool

  var body: some View {
    TextField("Search", text: .constant(""))
      .focused($focused)
      .onAppear { Focus_delay.after_layout { focused = true } }
  }
}
