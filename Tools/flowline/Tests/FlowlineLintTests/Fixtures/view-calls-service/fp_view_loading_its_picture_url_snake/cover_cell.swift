import SwiftUI

final class Cover_client {
  func get_cover_url(book_id: Int) async throws -> URL { URL(fileURLWithPath: "/") }
}

struct Cover_cell: View {
  let book_id: Int
  let cover_client: Cover_client
  @State private var cover_url: URL?

  var body: some View {
    AsyncImage(url: cover_url)
      .task { cover_url = try? await cover_client.get_cover_url(book_id: book_id) }
  }
}
