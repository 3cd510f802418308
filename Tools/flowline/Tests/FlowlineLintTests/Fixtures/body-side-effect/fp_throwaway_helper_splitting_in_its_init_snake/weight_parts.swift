import SwiftUI

class Weight_parts: ObservableObject {
  @Published var stones: Int = 0
  @Published var pounds: Int = 0

  init(total_pounds: Int) {
    var rest = total_pounds
    var stones = 0
    while rest >= 14 {
      stones += 1
      rest -= 14
    }
    print("split \(total_pounds)")
    self.stones = stones
    self.pounds = rest
  }

  func short_text() -> String { "\(stones) st \(pounds) lb" }
  func add_pound() { pounds += 1 }
}

struct Weigh_in_row: View {
  let total: Int
  var body: some View {
    HStack {
      Text("Weight")
      Text(Weight_parts(total_pounds: total).short_text())
    }
  }
}
