import SwiftUI

final class Shortcut_hub {
  static var launch_handler: ((String, String?) async -> Void)?
  static var queued_bundle: String?

  static func set_launch_handler(handler: @escaping (String, String?) async -> Void) {
    launch_handler = handler
    if let bundle = queued_bundle {
      Task { await handler(bundle, nil) }
      queued_bundle = nil
    }
  }
}

struct App_grid: View {
  @State private var running: String?

  var body: some View {
    Text(running ?? "Apps")
      .onAppear { Shortcut_hub.set_launch_handler(handler: launch) }
  }

  func launch(_ bundle: String, _ container: String?) async { running = bundle }
}
