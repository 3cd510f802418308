import AppKit
import Combine

final class SidebarNavigator {
  func show(_ destination: String) {}
}

final class FolderService {
  func load() async throws -> [String] { [] }
}

final class SidebarController: NSViewController {
  @Published var folders: [String] = []
  let service = FolderService()
  let navigator = SidebarNavigator()

  func reload() async throws {
    folders = try await service.load()
    if let first = folders.first { navigator.show(first) }
  }
}
