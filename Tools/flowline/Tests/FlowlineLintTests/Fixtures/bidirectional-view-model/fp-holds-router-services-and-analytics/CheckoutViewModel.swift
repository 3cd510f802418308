import Foundation

/// Holds a coordinator, a service and analytics, but never decides where to go from a result:
/// holding is not deciding.
final class CheckoutViewModel {
  let coordinator: CheckoutCoordinator
  let paymentService: PaymentService
  let tracker: EventTracker

  init(coordinator: CheckoutCoordinator, paymentService: PaymentService, tracker: EventTracker) {
    self.coordinator = coordinator
    self.paymentService = paymentService
    self.tracker = tracker
  }
}
