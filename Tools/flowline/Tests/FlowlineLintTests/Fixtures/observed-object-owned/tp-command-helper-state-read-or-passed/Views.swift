import SwiftUI

final class TallyHelper: ObservableObject {
  @Published var taps = 0
  func tap() { taps += 1 }
}

final class Upload_helper: ObservableObject {
  @Published var sent = false
  func send() { sent = true }
}

struct Upload_status: View {
  @ObservedObject var helper: Upload_helper
  var body: some View { Text(helper.sent ? "Sent" : "Pending") }
}

// The helper's own method reads what it wrote: a fresh one starts from zero.
struct TallyButton: View {
  private var helper = TallyHelper()  // expect: observed-object-owned
  var body: some View { Button("Tap") { helper.tap() } }
}

// Handed to a child that reads its state.
struct Upload_screen: View {
  private var helper = Upload_helper()  // expect: observed-object-owned
  var body: some View {
    VStack {
      Upload_status(helper: helper)
      Button("Send") { helper.send() }
    }
  }
}

final class Flag_helper: ObservableObject {
  @Published var flags = [false, false]
  func flip() { flags[0] = !flags[1] }
}

// An element read (`flags[1]`) reads what the helper keeps.
struct Flag_button: View {
  private var helper = Flag_helper()  // expect: observed-object-owned
  var body: some View { Button("Flip") { helper.flip() } }
}
