import Combine
import SwiftUI

final class StopAPIClient: ObservableObject {
  @Published var stops: [String] = []

  func countStops(on day: Date) async -> Int {
    let url = URL(string: "https://example.com/count")!
    guard let (data, _) = try? await URLSession.shared.data(from: url) else { return 0 }
    return data.count
  }
}

final class StopCounterModel: ObservableObject {
  let stopAPI: StopAPIClient
  init(source: StopAPIClient) { self.stopAPI = source }
}

// Awaits the store through its model and keeps the answer in its own state: the view runs the
// request and holds its result itself.
struct StopCounter: View {
  @EnvironmentObject var source: StopAPIClient
  @StateObject private var model: StopCounterModel
  @State private var count = 0

  init(source: StopAPIClient) {
    _model = StateObject(wrappedValue: StopCounterModel(source: source))
  }

  var body: some View {
    Text("\(count) stops")
      .task {
        count = await model.stopAPI.countStops(on: Date())  // expect: view-calls-service
      }
  }
}
