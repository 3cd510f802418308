import Combine

// Screens whose logic object is neither an ObservableObject nor named like a view model: it
// publishes the state its view renders through a Combine subject, held by itself or by a base
// class it inherits from, and it is handed a coordinator or navigator.

/// A base class that publishes a screen's state; subclasses handle the screen's input.
class ScreenReducerBase<Snapshot> {
  private let subject: CurrentValueSubject<Snapshot, Never>

  init(_ initial: Snapshot) { subject = CurrentValueSubject(initial) }

  var snapshot: Snapshot {
    get { subject.value }
    set { subject.value = newValue }
  }
}

/// Two levels of inheritance: the subject is in the grandparent.
class KioskCore<Snapshot>: ScreenReducerBase<Snapshot> {}

enum VoucherRoute {
  case receipt(String)
  case back
}

final class AnyCoordinator<Route> {
  func navigate(to route: Route) {}
}

protocol VoucherRedeeming { func redeem(_ code: String) async throws -> String }
protocol HasVouchers { var vouchers: any VoucherRedeeming { get } }

/// Redeems through a services container, then picks the next screen itself.
final class VoucherProcessor: ScreenReducerBase<String> {  // expect: bidirectional-view-model
  private let coordinator: AnyCoordinator<VoucherRoute>
  private let services: any HasVouchers

  init(coordinator: AnyCoordinator<VoucherRoute>, services: any HasVouchers) {
    self.coordinator = coordinator
    self.services = services
    super.init("")
  }

  func redeem(_ code: String) async {
    do {
      let receipt = try await services.vouchers.redeem(code)
      coordinator.navigate(to: .receipt(receipt))
    } catch {
      snapshot = "failed"
    }
  }
}

enum ParcelStep { case delivered(Int) }

final class ParcelNavigator {
  func show(_ step: ParcelStep) {}
}

protocol ParcelTracking { func updates() -> AsyncStream<Int> }

/// Publishes through its own subject, and moves on when the tracker's stream delivers.
final class ParcelDesk {  // expect: bidirectional-view-model
  let output = PassthroughSubject<Int, Never>()
  private let tracker: any ParcelTracking
  private let navigator: ParcelNavigator

  init(tracker: any ParcelTracking, navigator: ParcelNavigator) {
    self.tracker = tracker
    self.navigator = navigator
  }

  func follow() async {
    for await update in tracker.updates() {
      output.send(update)
      navigator.show(.delivered(update))
    }
  }
}

enum TicketScreen { case printed }

final class TicketRouter {
  func open(_ screen: TicketScreen) {}
}

protocol TicketPrinting { func print(_ id: Int, done: @escaping (Bool) -> Void) }

/// Inherits its subject from two levels up and opens the next screen from a completion.
final class TicketKioskLogic: KioskCore<Int> {  // expect: bidirectional-view-model
  let printer: any TicketPrinting
  let router: TicketRouter

  init(printer: any TicketPrinting, router: TicketRouter) {
    self.printer = printer
    self.router = router
    super.init(0)
  }

  func printTicket(_ id: Int) {
    printer.print(id) { ok in
      if ok { self.router.open(.printed) }
    }
  }
}
