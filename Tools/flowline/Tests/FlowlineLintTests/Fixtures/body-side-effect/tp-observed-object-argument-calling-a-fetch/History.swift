import SwiftUI

final class VisitLog: ObservableObject {
  @Published var visits: [Int] = []
  func recordVisit(_ id: Int) -> Int {
    visits.append(id)
    return visits.count
  }
}

final class VisitBadgeModel: ObservableObject {
  @Published var count: Int
  init(count: Int) { self.count = count }
  func reset() { count = 0 }
}

struct VisitBadge: View {
  @ObservedObject var model: VisitBadgeModel
  var body: some View { Button("\(model.count)") { model.reset() } }
}

// An `@ObservedObject` parameter takes its argument as a value: the visit is recorded, and a
// model built, on every render.
struct VisitRow: View {
  @EnvironmentObject var log: VisitLog
  let id: Int
  var body: some View {
    VisitBadge(model: VisitBadgeModel(count: log.recordVisit(id)))  // expect: body-side-effect
  }
}
