import SwiftUI

struct TagWidgetView: View {
  let tags: [String]
  var body: some View { Text(tags.joined(separator: ", ")) }
}

// The same helper name in another module: each module's type is keyed `Module.Name`.
private struct SeededPreviewHost<Content: View>: View {
  @ViewBuilder var content: ([String]) -> Content
  @State private var tags: [String] = []
  private let repository = InMemoryTagRepository()

  var body: some View {
    content(tags)
      .task { tags = (try? await repository.tags()) ?? [] }
  }
}

#Preview("Widget") {
  SeededPreviewHost { TagWidgetView(tags: $0) }
}
