import Combine
import LocalAuthentication
import SwiftUI

enum Unlock_event {
  case granted
  case refused
}

// Asks for Face ID or the passcode and announces the answer on its own subject.
final class Passcode_gate {
  static let unlock_events = PassthroughSubject<Unlock_event, Never>()

  static func ask(reason: String) {
    let context = LAContext()
    var error: NSError?
    guard context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) else {
      unlock_events.send(.granted)
      return
    }
    context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason) { ok, _ in
      DispatchQueue.main.async {
        unlock_events.send(ok ? .granted : .refused)
      }
    }
  }
}

struct Send_button: View {
  @State private var sending = false

  var body: some View {
    Button("Send") {
      Passcode_gate.ask(reason: "Confirm the payment")
    }
    .onReceive(Passcode_gate.unlock_events) { event in
      sending = event == .granted
    }
  }
}
