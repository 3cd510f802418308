import SwiftUI

final class FilterModel: ObservableObject {
  @Published var query = ""
  func clear() { query = "" }
}

final class CNTCounterBox: ObservableObject {
  var count = 0
  func bump() {
    count += 1
    objectWillChange.send()
  }
}

struct SearchRow: View {
  var filter: FilterModel? = FilterModel()  // expect: observed-object-owned
  var counter = CNTCounterBox()  // expect: observed-object-owned

  var body: some View {
    Text("\(filter?.query ?? "") \(counter.count)")
  }
}
