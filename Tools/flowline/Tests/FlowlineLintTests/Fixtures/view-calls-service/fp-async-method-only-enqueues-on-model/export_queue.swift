import Combine
import SwiftUI

final class Export_order {
  let work: () async -> Void
  init(work: @escaping () async -> Void) { self.work = work }
}

/// An ObservableObject that runs the orders it is handed and publishes their progress.
final class Export_center: ObservableObject {
  @Published var orders: [Export_order] = []
  func submit_order(_ order: Export_order) { orders.append(order) }
}

/// Not a protocol requirement: a plain `async` method that only places an order on the center.
final class Export_scheduler {
  let center: Export_center
  init(center: Export_center) { self.center = center }

  func schedule_export(named name: String) async -> Export_order {
    let order = Export_order { try? await Task.sleep(for: .seconds(1)) }
    center.submit_order(order)
    return order
  }
}

struct Export_button: View {
  let scheduler: Export_scheduler

  var body: some View {
    Button("Export") {
      Task { _ = await scheduler.schedule_export(named: "all") }
    }
  }
}
