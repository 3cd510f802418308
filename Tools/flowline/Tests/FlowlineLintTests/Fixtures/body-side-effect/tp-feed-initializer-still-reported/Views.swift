import Combine
import SwiftUI

final class SignalGauge: ObservableObject {
  @Published private(set) var strength: Double

  init(steady strength: Double) {
    self.strength = strength
  }

  init(source: AnyPublisher<Double, Never>) {
    self.strength = 0
    source.assign(to: &$strength)
  }
}

// A class whose only initializer stores, but a method loads later: still reported.
final class FeedListModel: ObservableObject {
  @Published var rows: [String] = []
  let endpoint: String
  init(endpoint: String) { self.endpoint = endpoint }
  func load() { rows = [endpoint] }
}

struct GaugeView: View {
  @ObservedObject var gauge: SignalGauge
  var body: some View { Text("\(gauge.strength)") }
}

struct FeedList: View {
  @ObservedObject var model: FeedListModel
  var body: some View { List(model.rows, id: \.self) { Text($0) }.onAppear { model.load() } }
}

struct StatusPanel: View {
  let signal: AnyPublisher<Double, Never>

  var body: some View {
    VStack {
      GaugeView(gauge: SignalGauge(source: signal))  // expect: body-side-effect
      GaugeView(gauge: SignalGauge(steady: 1))
      FeedList(model: FeedListModel(endpoint: "/feed"))  // expect: body-side-effect
    }
  }
}
