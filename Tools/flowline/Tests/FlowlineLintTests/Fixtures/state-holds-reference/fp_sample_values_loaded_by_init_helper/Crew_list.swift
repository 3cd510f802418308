import Combine
import SwiftUI

// The same in another naming style, the helper `fileprivate` and called through `self`.
final class Crew_model: ObservableObject {
  @Published var names: [String] = []

  init(seed: Int) {
    self.fill_samples(count: seed)
  }

  fileprivate func fill_samples(count: Int) {
    names = (0..<count).map { "Crew \($0)" }
  }
}

struct Crew_list: View {
  @State private var crew_model = Crew_model(seed: 3)

  var body: some View {
    List(crew_model.names, id: \.self) { Text($0) }
  }
}
