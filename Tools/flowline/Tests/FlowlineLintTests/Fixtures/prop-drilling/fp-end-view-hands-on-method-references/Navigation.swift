import Observation
import SwiftUI

enum Route: Hashable {
  case detail(Int)
  case settings
}

@Observable final class Router {
  var path: [Route] = []
  func navigate(to route: Route) { path.append(route) }
  func pop() { _ = path.popLast() }
}

struct DetailCoordinator {
  let navigate: (Route) -> Void
  let dismiss: () -> Void
}

struct RootNavigation: View {
  @State private var router = Router()
  var body: some View {
    NavigationStack(path: $router.path) {
      AppDestination(router: router)
    }
  }
}

struct AppDestination: View {
  let router: Router
  var body: some View { MainDestination(router: router) }
}

struct MainDestination: View {
  let router: Router
  var body: some View { FeatureDestination(router: router) }
}

// Names the router's methods without calling them and calls it only in an action: a
// dependency for commands, not observed state drilled down.
struct FeatureDestination: View {
  let router: Router
  var body: some View {
    let coordinator = DetailCoordinator(navigate: router.navigate, dismiss: router.pop)
    DetailScreen(coordinator: coordinator)
    Button("Settings") { router.navigate(to: .settings) }
  }
}

struct DetailScreen: View {
  let coordinator: DetailCoordinator
  var body: some View { Button("Back") { coordinator.dismiss() } }
}
