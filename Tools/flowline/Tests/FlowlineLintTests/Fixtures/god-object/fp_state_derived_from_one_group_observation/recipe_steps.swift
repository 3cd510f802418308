import Observation
import SwiftUI

// One recipe's cooking screen: the steps, the buttons computed from where the cook is, a timer
// and the notes. The buttons are derived from the step (through a local): one concern.
@Observable
final class Recipe_steps {
  var steps: [String] = []
  var step_index = 0
  var step_title = ""
  var next_disabled = false
  var back_disabled = true
  var is_speaking = false
  var remaining_seconds = 0
  var is_timing = false
  var notes_open = false
  var notes_text = ""

  func go_to(_ index: Int) {
    guard steps.indices.contains(index) else { return }
    step_index = index
    step_title = steps[index]
    update_buttons()
  }

  func update_buttons() {
    let position = step_index
    next_disabled = position >= steps.count - 1
    back_disabled = position == 0
  }
}

struct Step_card: View {
  @Environment(Recipe_steps.self) private var recipe
  var body: some View { Text(recipe.step_title).id(recipe.steps.count + recipe.step_index) }
}

struct Step_buttons: View {
  @Environment(Recipe_steps.self) private var recipe
  var body: some View {
    HStack {
      Button("Back") {}.disabled(recipe.back_disabled)
      Button("Next") {}.disabled(recipe.next_disabled)
    }
    .opacity(recipe.is_speaking ? 0.4 : 1)
  }
}

struct Step_timer: View {
  @Environment(Recipe_steps.self) private var recipe
  var body: some View { Text("\(recipe.remaining_seconds)").bold(recipe.is_timing) }
}

struct Step_notes: View {
  @Environment(Recipe_steps.self) private var recipe
  var body: some View {
    Text(recipe.notes_text).opacity(recipe.notes_open ? 1 : 0).bold(recipe.is_timing)
  }
}
