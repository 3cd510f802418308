import SwiftUI

final class HistoryModel: ObservableObject {
  @Published var lastFetched: String?
  func fetchMeal(id: Int) -> String {
    lastFetched = "meal \(id)"
    return lastFetched ?? ""
  }
}

final class MealDetailModel: ObservableObject {
  @Published var meal: String
  init(meal: String) { self.meal = meal }
  func rename(_ name: String) { meal = name }
}

struct MealDetail: View {
  @StateObject var model: MealDetailModel  // expect: state-not-private
  var body: some View { Text(model.meal).onTapGesture { model.rename("Soup") } }
}

// The fetch runs inside the argument for the detail's `@StateObject`, an autoclosure
// evaluated once per view identity, not on every render.
struct HistoryRow: View {
  @ObservedObject var history: HistoryModel
  let id: Int
  var body: some View {
    NavigationLink(destination: MealDetail(model: MealDetailModel(meal: history.fetchMeal(id: id))))
    {
      Text("Meal \(id)")
    }
  }
}
