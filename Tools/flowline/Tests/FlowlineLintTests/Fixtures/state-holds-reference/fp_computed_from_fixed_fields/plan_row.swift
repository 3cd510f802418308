import SwiftUI

final class Skill_plan: ObservableObject {
  let plan_name: String
  @Published var skills: [String] = []

  init(plan_name: String) { self.plan_name = plan_name }

  var title: String { plan_name.capitalized }
  var summary: String { "\(skills.count) skills" }

  func add(_ skill: String) { skills.append(skill) }
}

struct Plan_header: View {
  @State private var plan = Skill_plan(plan_name: "mining")
  @State private var edited = Skill_plan(plan_name: "combat")  // expect: state-holds-reference

  var body: some View {
    VStack {
      Text(plan.title)
      Text(edited.summary)
      Button("Add") { edited.add("Drones") }
    }
  }
}
