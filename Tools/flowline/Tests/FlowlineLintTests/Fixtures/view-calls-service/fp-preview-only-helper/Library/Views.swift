import SwiftUI

protocol TagRepository: AnyObject {
  func add(tag: String) async throws
  func tags() async throws -> [String]
}

final class InMemoryTagRepository: TagRepository {
  private var stored: [String] = []
  func add(tag: String) async throws { stored.append(tag) }
  func tags() async throws -> [String] { stored }
}

struct TagFilterView: View {
  let tags: [String]
  var body: some View { List(tags, id: \.self) { Text($0) } }
}

// Preview scaffolding: seeds an in-memory repository, used only by the previews below.
private struct SeededPreviewHost<Content: View>: View {
  @ViewBuilder var content: ([String]) -> Content
  @State private var tags: [String] = []
  private let repository = InMemoryTagRepository()

  var body: some View {
    content(tags)
      .task {
        try? await repository.add(tag: "inbox")
        tags = (try? await repository.tags()) ?? []
      }
  }
}

#Preview("Tags") {
  SeededPreviewHost { TagFilterView(tags: $0) }
}

private struct RW_demo_seed: View {
  let repo = InMemoryTagRepository()
  @State private var names: [String] = []
  var body: some View {
    TagFilterView(tags: names)
      .task { names = (try? await repo.tags()) ?? [] }
  }
}

struct TagFilterView_Previews: PreviewProvider {
  static var previews: some View { RW_demo_seed() }
}
