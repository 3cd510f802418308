import Combine
import Observation
import SwiftUI

protocol CredentialChecking {
  func verify(handle: String, secret: String) async throws -> String
}

/// Owns the app's navigation stack, whatever it is called.
final class Wayfinder {
  var stack = NavigationPath()
  func openHome() { stack.append("home") }
}

final class EventLog {
  func note(_ name: String) {}
}

/// Does the job of a login view model under other names: runs the operation, notes an event,
/// and decides where the app goes next.
@MainActor  // expect: bidirectional-view-model
final class SignInScreenState: ObservableObject {
  @Published var busy = false
  private let checker: any CredentialChecking
  private let wayfinder: Wayfinder
  private let log: EventLog

  init(checker: any CredentialChecking, wayfinder: Wayfinder, log: EventLog) {
    self.checker = checker
    self.wayfinder = wayfinder
    self.log = log
  }

  func go(handle: String, secret: String) {
    Task {
      _ = try await checker.verify(handle: handle, secret: secret)
      log.note("signed_in")
      wayfinder.openHome()
    }
  }
}

protocol PaymentsGateway {
  func charge(cents: Int, done: @escaping (Bool) -> Void)
}

enum Step: Hashable { case receipt }

/// Owns the checkout stack.
final class CheckoutTrail {
  var path = NavigationPath()
}

/// Moves the checkout stack when a charge completes.
@Observable final class Till {  // expect: bidirectional-view-model
  let payments: any PaymentsGateway
  let trail: CheckoutTrail

  init(payments: any PaymentsGateway, trail: CheckoutTrail) {
    self.payments = payments
    self.trail = trail
  }

  func pay(_ cents: Int) {
    payments.charge(cents: cents) { ok in
      if ok { self.trail.path.append(Step.receipt) }
    }
  }
}
