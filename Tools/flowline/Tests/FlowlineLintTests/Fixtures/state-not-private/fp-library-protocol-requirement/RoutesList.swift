import Loadability
import SwiftUI

final class RoutesLoader: ObservableObject {
  @Published var routes: [String] = []
}

// `LoadableView` is the Loadability library's protocol: it requires `loader`, so it cannot be
// private, and nothing here can read its requirements.
struct RoutesList: View, LoadableView {
  @StateObject var loader = RoutesLoader()

  var body: some View { loaderView }

  func body(with routes: [String]) -> some View {
    List(routes, id: \.self) { Text($0) }
  }
}

// The same state in a view conforming only to SwiftUI's protocols: reported.
struct StopsList: View, Equatable {
  @StateObject var loader = RoutesLoader()  // expect: state-not-private

  var body: some View { Text("\(loader.routes.count)") }

  static func == (lhs: Self, rhs: Self) -> Bool { true }
}
