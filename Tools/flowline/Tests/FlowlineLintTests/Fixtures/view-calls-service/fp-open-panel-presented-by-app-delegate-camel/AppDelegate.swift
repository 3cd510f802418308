import AppKit
import SwiftUI

extension Notification.Name {
  static let folderAdded = Notification.Name("folderAdded")
}

final class AppDelegate: NSObject, NSApplicationDelegate {
  // Shows the folder panel the File menu shows; what the user picks is handed on later.
  static func addLocalFolder() {
    let openPanel = NSOpenPanel()
    openPanel.canChooseDirectories = true
    openPanel.begin { result in
      guard result == .OK, let url = openPanel.url else { return }
      Task {
        let valid = await FolderValidator.isRepository(url)
        if valid { NotificationCenter.default.post(name: .folderAdded, object: url) }
      }
    }
  }

  // Downloads the templates before showing the panel: work of its own.
  static func importTemplates() {
    Task {
      _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/t")!)
      let panel = NSOpenPanel()
      panel.begin { _ in }
    }
  }
}

enum FolderValidator {
  static func isRepository(_ url: URL) async -> Bool {
    FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path)
  }
}

struct WelcomeView: View {
  var body: some View {
    VStack {
      Button("Add Folder") { AppDelegate.addLocalFolder() }
      Button("Import") { AppDelegate.importTemplates() }  // expect: view-calls-service
    }
  }
}

// A picker whose awaited answer is the file it reads once the user has chosen: its work.
final class AttachmentService {
  func pickFile() async -> Data? {
    await withCheckedContinuation { continuation in
      let panel = NSOpenPanel()
      panel.begin { _ in
        Task { continuation.resume(returning: try? Data(contentsOf: panel.url!)) }
      }
    }
  }
}

struct AttachmentMenu: View {
  let attachmentService: AttachmentService
  @State private var data: Data?
  var body: some View {
    Button("Attach") { Task { await attach() } }
  }

  private func attach() async {
    data = await attachmentService.pickFile()  // expect: view-calls-service
  }
}
