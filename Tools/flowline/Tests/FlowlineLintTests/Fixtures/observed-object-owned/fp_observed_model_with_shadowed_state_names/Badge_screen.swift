import SwiftUI

final class Points_service {
  static let shared = Points_service()
  var total = 0
}

// Its only state, `total`, is written and never read: `refresh` names a parameter and another
// object's member of that name.
final class Badge_model: ObservableObject {
  @Published var total = 0

  func label(for total: Int) -> String { "\(total) points" }

  func refresh() {
    let total = Points_service.shared.total
    print(total)
  }

  func reset() { total = 0 }
}

struct Badge_screen: View {
  @ObservedObject var badge_model = Badge_model()

  var body: some View {
    Text(badge_model.label(for: 3)).onAppear { badge_model.refresh() }
  }
}

// Here `refresh` reads the model's own total through `self`: its state is read.
final class Tally_model: ObservableObject {
  @Published var total = 0

  func refresh() { print(self.total) }

  func add() { total += 1 }
}

struct Tally_screen: View {
  @ObservedObject var tally_model = Tally_model()  // expect: observed-object-owned

  var body: some View {
    Text("Tally").onAppear { tally_model.refresh() }.onTapGesture { tally_model.add() }
  }
}

// `if let pending_code { … }` reads the model's own value.
final class Coupon_model: ObservableObject {
  @Published var pending_code: String?

  func apply() {
    if let pending_code { print(pending_code) }
  }

  func enter(_ code: String) { pending_code = code }
}

struct Coupon_screen: View {
  @ObservedObject var coupon_model = Coupon_model()  // expect: observed-object-owned

  var body: some View {
    Text("Apply").onTapGesture { coupon_model.apply() }
  }
}
