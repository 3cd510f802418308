import SwiftUI

final class Wire_inspector: ObservableObject {
  @Published var rows: [String] = []
  var verbose: Bool

  init(frame: [UInt8], verbose: Bool) {
    self.verbose = verbose
    rows = frame.map { String($0, radix: 16) }
  }

  func dump() -> String { rows.joined(separator: " ") }
}

struct Wire_frame_view: View {
  @ObservedObject private var inspector: Wire_inspector

  init(frame: [UInt8]) {
    _inspector = ObservedObject(wrappedValue: Wire_inspector(frame: frame, verbose: true))
  }

  var body: some View {
    Text(inspector.dump())
      .help(inspector.verbose ? "verbose" : "")
  }
}
