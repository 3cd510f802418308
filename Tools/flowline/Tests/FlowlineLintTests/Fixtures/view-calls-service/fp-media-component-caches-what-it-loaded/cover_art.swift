import AppKit
import SwiftUI

actor Artwork_store {
  func data_for(_ key: String) async throws -> Data { Data() }
  func remember(_ picture: NSImage, key: String) async {}
}

// Not named as media: a tile whose only work is loading its cover, decoding it and putting
// the decoded picture back into the store it came from.
struct Album_tile: View {
  let key: String
  let store: Artwork_store
  @State private var cover: NSImage?

  var body: some View {
    Rectangle().task {
      guard let bytes = try? await store.data_for(key),
        let picture = NSImage(data: bytes)
      else { return }
      await store.remember(picture, key: key)
      cover = picture
    }
  }
}
