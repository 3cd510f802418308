import SwiftUI

extension PlanPicker {
  struct Row: View {
    let plans: [String]

    var body: some View { Text("\(plans.count) plans") }
  }

  func summary(of plans: [String]) -> String { plans.joined(separator: ", ") }
}
