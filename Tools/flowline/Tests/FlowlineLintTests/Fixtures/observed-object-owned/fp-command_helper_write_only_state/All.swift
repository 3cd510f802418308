import SwiftUI

class Base_exporter: ObservableObject {
  @Published var last_status = ""
}

final class Report_exporter: Base_exporter {
  private var export_count = 0

  func export_now() async throws {
    self.last_status = "done"
    export_count = 1
  }
}

struct Export_screen: View {
  let exporter = Report_exporter()

  var body: some View {
    Button("Export") {
      Task { try await exporter.export_now() }
    }
  }
}
