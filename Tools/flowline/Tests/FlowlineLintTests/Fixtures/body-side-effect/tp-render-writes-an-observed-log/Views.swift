import SwiftUI

// A log the app shows on screen: an observable store, so writing it while rendering
// invalidates the views that read it.
final class ConsoleLog: ObservableObject {
  static let shared = ConsoleLog()
  @Published var lines: [String] = []
  func log(_ line: String) { lines.append(line) }
}

final class Tracker {
  static let shared = Tracker()
  private var seen: Set<String> = []
  func remember(_ name: String) { seen.insert(name) }
}

struct ConsoleScreen: View {
  @ObservedObject var console: ConsoleLog
  let name: String

  var body: some View {
    let _ = ConsoleLog.shared.log("rendered \(name)")  // expect: body-side-effect
    // A tracker by name, but not a logging or event call: it keeps state.
    let _ = Tracker.shared.remember(name)  // expect: body-side-effect
    List(console.lines, id: \.self) { Text($0) }
  }
}
