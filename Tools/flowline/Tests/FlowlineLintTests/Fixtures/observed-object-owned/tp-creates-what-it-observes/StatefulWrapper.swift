import SwiftUI

// A wrapper that keeps its own selection changes state: re-creating it loses the choice.
final class RegionPickerViewModel: ObservableObject {
  let regions: [String]
  private(set) var picked: String?

  init(regions: [String]) { self.regions = regions }

  func pick(_ region: String) {
    picked = region
    objectWillChange.send()
  }
}

struct RegionPickerView: View {
  @ObservedObject var viewModel: RegionPickerViewModel

  init(regions: [String]) {
    self.viewModel = RegionPickerViewModel(regions: regions)  // expect: observed-object-owned
  }

  var body: some View {
    List(viewModel.regions, id: \.self) { Button($0) { viewModel.pick($0) } }
  }
}

// No @Published, but `var`s the view writes through its bindings: state that is lost.
final class ShieldStats: ObservableObject {
  var blocked: Int
  var allowed: Int
  init(blocked: Int, allowed: Int) {
    self.blocked = blocked
    self.allowed = allowed
  }
}

struct ShieldStatsView: View {
  @ObservedObject var model = ShieldStats(blocked: 0, allowed: 1)  // expect: observed-object-owned
  var body: some View {
    Stepper("Blocked \(model.blocked)", value: $model.blocked)
  }
}
