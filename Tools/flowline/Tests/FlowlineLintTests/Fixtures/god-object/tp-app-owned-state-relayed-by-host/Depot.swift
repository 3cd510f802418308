import AppKit
import Observation
import SwiftUI

/// The whole app's state, created by the app and relayed to its windows by an AppKit
/// controller: the inventory, the signed-in clerk, the printer queue and a sync badge, each
/// read by a different screen.
@Observable final class Depot {  // expect: god-object
  var shelves: [String] = []
  var lowStock: Set<String> = []
  var clerk: String?
  var isSignedIn = false
  var printJobs: [String] = []
  var printerOnline = false
  var lastSync = 0
  var syncFailed = false
  var searchText = ""
  var searchHits: [String] = []
}

@main
struct DepotApp: App {
  @State private var depot = Depot()
  var body: some Scene {
    WindowGroup { DepotWindowBridge(depot: depot) }
  }
}

struct DepotWindowBridge: NSViewControllerRepresentable {
  var depot: Depot
  func makeNSViewController(context: Context) -> NSViewController {
    NSHostingController(rootView: DepotTabs().environment(depot))
  }
  func updateNSViewController(_ controller: NSViewController, context: Context) {}
}

final class DepotWindowController: NSWindowController {
  var depot: Depot?
  override func windowDidLoad() {
    super.windowDidLoad()
    if let depot {
      contentViewController = NSHostingController(rootView: DepotTabs().environment(depot))
    }
  }
}

struct DepotTabs: View {
  var body: some View {
    TabView {
      ShelfScreen()
      ClerkBadge()
      PrintQueueScreen()
      SyncStatus()
      FinderScreen()
    }
  }
}

struct ShelfScreen: View {
  @Environment(Depot.self) private var depot
  var body: some View { Text("\(depot.shelves.count) \(depot.lowStock.count)") }
}

struct ClerkBadge: View {
  @Environment(Depot.self) private var depot
  var body: some View { Text(depot.isSignedIn ? depot.clerk ?? "" : "signed out") }
}

struct PrintQueueScreen: View {
  @Environment(Depot.self) private var depot
  var body: some View { Text(depot.printerOnline ? "\(depot.printJobs.count)" : "offline") }
}

struct SyncStatus: View {
  @Environment(Depot.self) private var depot
  var body: some View { Text(depot.syncFailed ? "failed" : "\(depot.lastSync)") }
}

struct FinderScreen: View {
  @Environment(Depot.self) private var depot
  var body: some View { Text("\(depot.searchHits.count) for \(depot.searchText)") }
}
