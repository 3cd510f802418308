import SwiftUI

struct Code_block: View {
  let source: String
  let language: String
  @State private var runs: [Token_run] = []
  private let painter = Syntax_painter()

  var body: some View {
    Text(runs.map(\.text).joined(separator: " "))
      .task {
        do {
          runs = try await self.painter.paint(code: source, language: language)
        } catch {
          runs = []
        }
      }
  }
}
