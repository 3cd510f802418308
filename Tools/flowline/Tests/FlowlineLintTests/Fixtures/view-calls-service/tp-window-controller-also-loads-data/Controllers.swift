import AppKit

struct Report: Decodable { var total: Int }

// A window controller whose called method also does data work: the window type alone does
// not excuse a network load.
final class ReportWindowController: NSWindowController {
  static let shared = ReportWindowController(window: NSWindow())
  var report: Report?

  func refreshAndShow() async throws {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    report = try JSONDecoder().decode(Report.self, from: data)
    showWindow(nil)
  }
}

// A plain class that fronts a window and then syncs the account.
final class WindowSyncer {
  static let shared = WindowSyncer()
  var account: AccountSyncing?

  func showAndSync() async {
    NSApp.windows.first?.makeKeyAndOrderFront(nil)
    await account?.pushChanges()
  }
}

protocol AccountSyncing {
  func pushChanges() async
}
