import SwiftUI

final class Upload_Model: ObservableObject {
  @Published var failure: String?
  @Published var queue: [Int] = []
  func retry() { queue.append(queue.count) }
}

struct Upload_View: View {
  @StateObject private var model = Upload_Model()
  var body: some View {
    Text("\(model.queue.count)")
      .sheet(route: $model.failure) {
        model.retry()
      }
  }
}
