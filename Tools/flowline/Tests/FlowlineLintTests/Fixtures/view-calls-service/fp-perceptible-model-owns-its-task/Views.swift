import Perception
import SwiftUI

// The view's own model, observed through Perception's back-port of @Observable: it owns the
// task and publishes what the view renders.
struct HighlightedCodeView: View {
  @Perceptible
  final class Storage {
    var rendered: AttributedString?
    @PerceptionIgnored private var work: Task<Void, Never>?

    func render(_ code: String, dark: Bool) {
      work?.cancel()
      work = Task {
        let result = await Self.colorize(code, dark: dark)
        await MainActor.run { self.rendered = result }
      }
    }

    private static func colorize(_ code: String, dark: Bool) async -> AttributedString {
      AttributedString(code)
    }
  }

  let code: String
  @Environment(\.colorScheme) private var colorScheme
  @State private var storage = Storage()

  var body: some View {
    WithPerceptionTracking {
      Text(storage.rendered ?? AttributedString(code))
        .onAppear { storage.render(code, dark: colorScheme == .dark) }
        .onChange(of: colorScheme) { _ in storage.render(code, dark: colorScheme == .dark) }
    }
  }
}

@Perceptible
class RW_preview_loader {
  var pages: [String] = []
  func reload_pages(for path: String) {
    Task { pages = await Self.read(path) }
  }
  static func read(_ path: String) async -> [String] { [] }
}

struct RW_preview_pane: View {
  let path: String
  @State private var loader = RW_preview_loader()

  var body: some View {
    List(loader.pages, id: \.self) { Text($0) }
      .task { loader.reload_pages(for: path) }
  }
}
