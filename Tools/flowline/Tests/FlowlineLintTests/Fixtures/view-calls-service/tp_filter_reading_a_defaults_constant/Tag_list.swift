import SwiftUI

/// A "constant" that holds the user defaults: reading it reads stored data.
actor Tag_Service {
  static let shared = Tag_Service()
  static let store = UserDefaults.standard

  func visible_tags(_ tags: [String]) -> [String] {
    let hidden = Self.store.stringArray(forKey: "hidden") ?? []
    return tags.filter { !hidden.contains($0) }
  }
}

struct Tag_list: View {
  let tags: [String]
  @State private var shown: [String] = []

  var body: some View {
    List(shown, id: \.self) { Text($0) }
      .task {
        let service = Tag_Service.shared
        shown = await service.visible_tags(tags)  // expect: view-calls-service
      }
  }
}
