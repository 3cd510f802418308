import AppKit
import SwiftUI

// A helper the view makes itself that installs event monitors to end an inline edit when the
// user clicks elsewhere: the view's own input handling, like a gesture.
@MainActor
final class ClickAwayMonitor {
  private var local: Any?
  private var global: Any?

  func install(excluding frame: CGRect, onClickAway: @escaping @MainActor () -> Void) {
    local = NSEvent.addLocalMonitorForEvents(matching: .leftMouseDown) { event in
      if !frame.contains(event.locationInWindow) {
        DispatchQueue.main.async { MainActor.assumeIsolated { onClickAway() } }
      }
      return event
    }
    global = NSEvent.addGlobalMonitorForEvents(matching: .leftMouseDown) { _ in
      DispatchQueue.main.async { MainActor.assumeIsolated { onClickAway() } }
    }
  }

  func remove() {
    if let local { NSEvent.removeMonitor(local) }
    if let global { NSEvent.removeMonitor(global) }
  }
}

struct InlineNameField: View {
  @State private var clickAway = ClickAwayMonitor()
  @State private var editing = false

  var body: some View {
    Text("Name")
      .onTapGesture {
        editing = true
        clickAway.install(excluding: .zero, onClickAway: { editing = false })
      }
  }
}

final class Focus_loss_watcher {
  var token: NSObjectProtocol?
  func watch(_ on_resign: @escaping () -> Void) {
    token = NotificationCenter.default.addObserver(
      forName: NSApplication.didResignActiveNotification, object: nil, queue: .main
    ) { _ in DispatchQueue.main.async { on_resign() } }
  }
}

struct Percent_editor: View {
  private let focus_loss_watcher = Focus_loss_watcher()
  @State private var editing = false

  var body: some View {
    Text("50 %").onAppear { focus_loss_watcher.watch({ editing = false }) }
  }
}
