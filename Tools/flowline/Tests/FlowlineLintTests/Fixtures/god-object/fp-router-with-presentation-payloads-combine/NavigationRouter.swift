import Combine
import SwiftUI

enum AppTab { case shoes, workouts }
enum SheetRoute: Identifiable {
  case addShoe, settings
  var id: Int { 0 }
}
struct Shoe: Identifiable { var id = UUID() }

/// The app's router: the tab, a path and stack per tab, the sheet, the detail screen, the
/// paywall and the alert it presents, and the subscriptions that keep the stacks in step.
final class NavigationRouter: ObservableObject {
  @Published var selectedTab: AppTab = .shoes
  @Published var shoesPath = NavigationPath()
  private var shoesStack: [AnyHashable] = []
  @Published var workoutsPath = NavigationPath()
  private var workoutsStack: [AnyHashable] = []
  @Published var showSheet: SheetRoute?
  @Published var showShoeDetails: Shoe?
  @Published var showPaywall = false
  @Published var showLimitAlert = false
  var limitReason: String?
  private var cancellables = Set<AnyCancellable>()
}

struct ShoesTab: View {
  @EnvironmentObject var router: NavigationRouter
  var body: some View { NavigationStack(path: $router.shoesPath) { Text("Shoes") } }
}

struct WorkoutsTab: View {
  @EnvironmentObject var router: NavigationRouter
  var body: some View { NavigationStack(path: $router.workoutsPath) { Text("Workouts") } }
}

struct RootTabs: View {
  @EnvironmentObject var router: NavigationRouter
  var body: some View {
    TabView(selection: $router.selectedTab) { ShoesTab() }
      .sheet(item: $router.showSheet) { _ in Text("Sheet") }
  }
}

struct PaywallGate: View {
  @EnvironmentObject var router: NavigationRouter
  var body: some View {
    Text(router.limitReason ?? "").opacity(router.showPaywall ? 1 : 0)
      .alert("Limit", isPresented: $router.showLimitAlert) {}
      .sheet(item: $router.showShoeDetails) { _ in Text("Detail") }
  }
}

@main
struct ShoesApp: App {
  @StateObject private var router = NavigationRouter()
  var body: some Scene { WindowGroup { RootTabs().environmentObject(router) } }
}
