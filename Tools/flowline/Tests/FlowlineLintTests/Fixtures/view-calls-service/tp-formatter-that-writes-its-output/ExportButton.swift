import SwiftUI

/// Formats the report and writes it to the file it is given: output, not a computation.
actor ReportService {
  static let shared = ReportService()

  func export(_ lines: [String], to url: URL) -> Int {
    let text = lines.joined(separator: "\n")
    try? text.write(to: url, atomically: true, encoding: .utf8)
    return lines.count
  }
}

struct ExportButton: View {
  let lines: [String]
  let destination: URL
  @State private var exported = 0

  var body: some View {
    Button("Export \(exported)") {
      Task {
        let service = ReportService.shared
        exported = await service.export(lines, to: destination)  // expect: view-calls-service
      }
    }
  }
}
