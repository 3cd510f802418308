import SwiftUI

final class CounterModel: ObservableObject {
  @Published var value = 0
}

struct CounterRow: View {
  @ObservedObject var model: CounterModel
  @Binding var step: Int
  var body: some View { Stepper("\(model.value)", value: $model.value, step: step) }
}

// The host views of a PreviewProvider are preview scaffolding, like those in #Preview.
struct CounterRow_Previews: PreviewProvider {
  struct Host: View {
    @StateObject var model = CounterModel()
    @State var step = 1
    var body: some View { CounterRow(model: model, step: $step) }
  }
  static var previews: some View { Host() }
}
