import SwiftUI

final class Habit_record: ObservableObject {
  @Published var title: String
  @Published var streak: Int

  init(title: String, streak: Int) {
    self.title = title
    self.streak = streak
  }

  func bump() { streak += 1 }
}

struct Habit_example_card: View {
  let example = Habit_record(title: "Drink water", streak: 3)

  var body: some View {
    Text("\(example.title): \(example.streak)")
  }
}

// Made from what the view is given, it is no fixed sample.
struct Habit_live_card: View {
  let title: String
  let record: Habit_record

  init(title: String) {
    self.title = title
    record = Habit_record(title: title, streak: 0)
  }

  var body: some View {
    Button(record.title) { record.bump() }
  }
}
