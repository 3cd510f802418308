import SwiftUI

final class RouteModel: ObservableObject {
  @Published var route = "splash"
}

struct RouteView: View {
  @ObservedObject var model = RouteModel()
  var body: some View { Text(model.route) }
}

// The manager makes the router view once and keeps it; the app asks for that same value.
final class RouteManager {
  static let shared = RouteManager()
  private var routeView = RouteView()

  func show(_ route: String) { routeView.model.route = route }
  func rootView() -> some View { routeView }
}

@main
struct RoutedApp: App {
  var body: some Scene {
    WindowGroup { RouteManager.shared.rootView() }
  }
}
