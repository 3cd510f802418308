import Foundation
import SwiftUI

final class Mail_Service {
  static let shared = Mail_Service()
  func fetch_all() async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/mail")!)
  }
}

enum Push_Service {
  static func register_device() async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/push")!)
  }
}

@main
struct Inbox_app: App {
  var body: some Scene {
    WindowGroup { Inbox_root() }
  }
}

struct Inbox_root: View {
  @Environment(\.scenePhase) private var phase

  var body: some View {
    Text("Inbox")
      .onChange(of: phase) { _, now in
        if now == .active {
          Task {
            let started = Date()
            do {
              try await Task.sleep(for: .milliseconds(10))
              await Mail_Service.shared.fetch_all()
              await Push_Service.register_device()
            } catch {
              print(error, started)
            }
          }
        }
      }
  }
}
