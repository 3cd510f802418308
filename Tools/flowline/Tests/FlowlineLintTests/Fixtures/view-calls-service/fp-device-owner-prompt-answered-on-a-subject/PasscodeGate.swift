import Combine
import LocalAuthentication
import SwiftUI

enum UnlockEvent {
  case granted
  case refused
}

// Asks for Face ID or the passcode and announces the answer on its own subject.
final class PasscodeGate {
  static let events = PassthroughSubject<UnlockEvent, Never>()

  static func ask(reason: String) {
    let context = LAContext()
    var error: NSError?
    guard context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) else {
      events.send(.granted)
      return
    }
    context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason) { ok, _ in
      DispatchQueue.main.async {
        events.send(ok ? .granted : .refused)
      }
    }
  }
}

struct SendButton: View {
  @State private var sending = false

  var body: some View {
    Button("Send") {
      PasscodeGate.ask(reason: "Confirm the payment")
    }
    .onReceive(PasscodeGate.events) { event in
      sending = event == .granted
    }
  }
}
