import SwiftUI

// Announces nothing, and the view never uses it: a dead line, not an injection to make.
final class MemoryTrimmer: ObservableObject {
  static let shared = MemoryTrimmer()
  private var lastTrim = Date.distantPast

  func trim() { lastTrim = Date() }
}

struct RootView: View {
  @StateObject private var trimmer = MemoryTrimmer.shared

  var body: some View {
    Text("Library")
  }
}
