import SwiftUI

// Qualified by its outer type, the nested view is meant: it keeps the model in a plain
// observed property, so a new one is made on every render.
final class ReportModel: ObservableObject {
  @Published var rows: [String] = []
  func load() { rows = ["a"] }
}

struct ReportScreen: View {
  var body: some View {
    VStack {
      ReportScreen.Table(model: ReportModel())  // expect: body-side-effect
    }
  }

  struct Table: View {
    @ObservedObject var model: ReportModel
    var body: some View { List(model.rows, id: \.self) { Text($0) }.task { model.load() } }
  }
}

struct Table: View {
  @StateObject var model: ReportModel  // expect: state-not-private
  var body: some View { Text("\(model.rows.count)").task { model.load() } }
}
