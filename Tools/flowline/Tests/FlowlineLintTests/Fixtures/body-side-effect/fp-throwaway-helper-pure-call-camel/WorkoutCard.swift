import SwiftUI

// The helper is built only to format a string and dropped in the same expression.
struct WorkoutCard: View {
  let seconds: Int
  @State private var editor = DurationLabelModel(seconds: 0, locale: .current)

  var body: some View {
    VStack {
      Text(DurationLabelModel(seconds: seconds, locale: .current).text(style: .short))
      Button("Reset") { editor.replace(seconds: 0) }
    }
  }
}
