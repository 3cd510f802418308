import Foundation
import SwiftUI

final class Avatar_cache_store {
  static let shared = Avatar_cache_store()

  func prepare(limit: Int, completion: @escaping () -> Void) {
    URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in
      completion()
    }.resume()
  }
}

/// Shows one avatar; prepares its own cache before loading.
struct Remote_avatar_view: View {
  @State private var ready = false

  var body: some View {
    Circle()
      .onAppear { Avatar_cache_store.shared.prepare(limit: 50) { ready = true } }
  }
}

struct Profile_screen: View {
  @State private var ready = false

  var body: some View {
    Text("Profile")
      .task {
        Avatar_cache_store.shared.prepare(limit: 9) { ready = true }  // expect: view-calls-service
      }
  }
}
