import Observation
import SwiftUI

struct MealPlan { var id = UUID(), dishIDs: [UUID] = [] }

enum PlanPhase {
  case loading, empty
  case planning(MealPlan)
  case cooking(MealPlan)
}

/// One feature's store: the active plan, the picker's selection (filled from the active plan
/// through `activePlan` and written back), and past plans that can be reused.
@Observable final class PlanState {
  var phase = PlanPhase.loading
  var isLoading = false
  var failure: String?
  var pickerShown = false
  var pickedDishes: Set<UUID> = []
  var isSaving = false
  var historyShown = false
  var pastPlans: [MealPlan] = []
  var historyLoading = false
  var openedPastPlan: MealPlan?

  var activePlan: MealPlan? {
    switch phase {
    case .planning(let plan), .cooking(let plan): return plan
    default: return nil
    }
  }

  func openPicker() {
    pickedDishes = Set(activePlan?.dishIDs ?? [])
    pickerShown = true
  }
}

struct PlanScreen: View {
  @Environment(PlanState.self) private var state
  var body: some View { Text(state.activePlan == nil ? "Empty" : "Plan") }
}

struct PickerSheet: View {
  @Environment(PlanState.self) private var state
  var body: some View { Text("\(state.pickedDishes.count)").opacity(state.isSaving ? 0.5 : 1) }
}

struct HistoryList: View {
  @Environment(PlanState.self) private var state
  var body: some View {
    Text("\(state.pastPlans.count)").redacted(reason: state.historyLoading ? .placeholder : [])
  }
}

struct PastPlanDetail: View {
  @Environment(PlanState.self) private var state
  var body: some View {
    Text(state.openedPastPlan?.id.uuidString ?? "").help("\(state.pastPlans.count)")
  }
}

@main
struct PlannerApp: App {
  @State private var state = PlanState()
  var body: some Scene { WindowGroup { PlanScreen().environment(state) } }
}
