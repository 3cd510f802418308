import SwiftUI

actor Cover_store {
  private var covers: [String: Data] = [:]

  func cover_data(item_id: String, fetch: () async throws -> Data) async throws -> Data {
    if let cached = covers[item_id] { return cached }
    let bytes = try await fetch()
    covers[item_id] = bytes
    return bytes
  }
}

// A shelf warming the disk cache of the covers its cards show, before they ask for them.
struct Shelf_row: View {
  let item_ids: [String]
  let store: Cover_store

  var body: some View {
    ScrollView(.horizontal) {
      HStack { ForEach(item_ids, id: \.self) { Text($0) } }
    }
    .task { await prefetch_covers() }
  }

  private func prefetch_covers() async {
    for item_id in item_ids {
      let url = URL(string: "https://example.com/covers/\(item_id)")!
      _ = try? await store.cover_data(item_id: item_id) {
        try await URLSession.shared.data(from: url).0
      }
    }
  }
}
