import Foundation

final class CheckoutViewModel {  // expect: bidirectional-view-model
  let coordinator: CheckoutCoordinator
  let paymentService: PaymentService
  let tracker: EventTracker

  init(coordinator: CheckoutCoordinator, paymentService: PaymentService, tracker: EventTracker) {
    self.coordinator = coordinator
    self.paymentService = paymentService
    self.tracker = tracker
  }
}
