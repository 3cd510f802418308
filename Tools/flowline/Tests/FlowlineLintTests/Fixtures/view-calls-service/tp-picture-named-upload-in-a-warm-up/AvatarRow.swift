import SwiftUI
import UIKit

final class AvatarService {
  func avatar(for id: String) async -> UIImage? { nil }
  func uploadAvatar(_ id: String) async throws {
    var request = URLRequest(url: URL(string: "https://example.com/avatars/\(id)")!)
    request.httpMethod = "PUT"
    _ = try await URLSession.shared.data(for: request)
  }
}

// Its warm-up method is named for pictures, but the call in it sends a picture away.
struct AvatarRow: View {
  let id: String
  let service: AvatarService
  @State private var avatar: UIImage?

  var body: some View {
    Color.clear
      .task {
        avatar = await service.avatar(for: id)  // expect: view-calls-service
        await prefetchAvatars()
      }
  }

  private func prefetchAvatars() async {
    try? await service.uploadAvatar(id)  // expect: view-calls-service
  }
}
