import Observation
import SwiftUI

enum Route: Hashable {
  case detail(Int)
  case settings
}
enum Destination: Hashable { case home, library, shop, account }

/// Ten tracked properties, all navigation: route stacks per section, the selection and a
/// flag; the services injected beside them are not its state.
@Observable @MainActor
final class Navigator {
  var homeRoutes: [Route] = []
  var libraryRoutes: [Route] = []
  var shopRoutes: [Route] = []
  var accountRoutes: [Route] = []
  var ordersRoutes: [Route] = []
  var helpRoutes: [Route] = []
  var searchRoutes: [Route] = []
  var modalRoutes: [Route] = []
  var selection: Destination = .home
  var showsOnboarding = false
  @ObservationIgnored @Injected var analytics: Analytics
  @ObservationIgnored @Injected var deepLinks: DeepLinkParser
}

@main
struct ShopApp: App {
  @State private var navigator = Navigator()
  var body: some Scene { WindowGroup { HomeSection().environment(navigator) } }
}

struct HomeSection: View {
  @Environment(Navigator.self) private var navigator
  var body: some View { Text("\(navigator.homeRoutes.count)") }
}

struct LibrarySection: View {
  @Environment(Navigator.self) private var navigator
  var body: some View { Text("\(navigator.libraryRoutes.count)") }
}

struct ShopSection: View {
  @Environment(Navigator.self) private var navigator
  var body: some View { Text("\(navigator.shopRoutes.count)") }
}

struct AccountSection: View {
  @Environment(Navigator.self) private var navigator
  var body: some View { Text("\(navigator.accountRoutes.count)") }
}
