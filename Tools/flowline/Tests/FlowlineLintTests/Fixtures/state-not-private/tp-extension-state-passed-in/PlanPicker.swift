import SwiftUI

// Its extension elsewhere declares a row type with its own `plans` and a helper taking a
// `plans` parameter: neither is the picker's state, which can still be private.
struct PlanPicker: View {
  @State var plans: [String] = []  // expect: state-not-private

  var body: some View { PlanPicker.Row(plans: plans) }
}
