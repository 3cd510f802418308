import AppKit
import SwiftUI

// The same with covers kept by book identifier in the cell's own state.
final class Cover_Client {
  func cover(for id: Int) async -> NSImage? {
    let url = URL(string: "https://example.com/covers/\(id)")!
    guard let (data, _) = try? await URLSession.shared.data(from: url) else { return nil }
    return NSImage(data: data)
  }
}

struct Shelf_cell: View {
  let ids: [Int]
  let cover_client: Cover_Client
  @State private var covers: [Int: NSImage] = [:]

  var body: some View {
    HStack {
      ForEach(ids, id: \.self) { id in
        if let cover = covers[id] { Image(nsImage: cover) }
      }
    }
    .task {
      for id in ids { covers[id] = await cover_client.cover(for: id) }
    }
  }
}
