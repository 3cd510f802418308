import SwiftUI

// The same shape in another naming style: `Notes_app.Export_sheet(…)` is the top-level sheet.
final class Export_job: ObservableObject {
  @Published var done = false
  func run() { done = true }
}

struct Export_sheet: View {
  @StateObject var job: Export_job  // expect: state-not-private
  var body: some View { Text(job.done ? "Done" : "Exporting").task { job.run() } }
}

struct Settings_screen: View {
  var body: some View { Export_sheet() }

  struct Export_sheet: View {
    @State private var is_exporting = false

    var body: some View {
      Button("Export") { is_exporting = true }
        .sheet(isPresented: $is_exporting) {
          Notes_app.Export_sheet(job: Export_job())
        }
    }
  }
}
