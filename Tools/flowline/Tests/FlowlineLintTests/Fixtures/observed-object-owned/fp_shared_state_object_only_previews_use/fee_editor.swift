import SwiftUI

final class Fee_Model: ObservableObject {
  static let shared = Fee_Model()
  @Published var fee = 0.0
}

struct Fee_Editor: View {
  @StateObject var model: Fee_Model = .shared  // expect: state-not-private
  var body: some View { Text("\(model.fee)") }
}

struct Fee_Screen: View {
  @StateObject private var model = Fee_Model()
  var body: some View { Fee_Editor(model: model) }
}

#Preview {
  Fee_Editor()
}
