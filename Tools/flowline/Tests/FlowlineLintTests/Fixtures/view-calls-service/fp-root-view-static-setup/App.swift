import SwiftUI

protocol BannerRepository {
  func setError(_ message: String) async throws
  func clearError() async throws
}

final class LiveSocket {
  func onError(_ handler: @escaping (String) -> Void) {}
  func onOpen(_ handler: @escaping () -> Void) {}
}

@main
struct TransitApp: App {
  var body: some Scene {
    WindowGroup { RootShell(socket: LiveSocket(), banners: nil) }
  }
}

// A scene root's static setup method that hands nothing back wires the app up: it cannot
// touch the view's state and nothing it starts comes back to a screen.
struct RootShell: View {
  let socket: LiveSocket

  init(socket: LiveSocket, banners: (any BannerRepository)?) {
    self.socket = socket
    if let banners { Self.installErrorHandling(socket: socket, bannerRepository: banners) }
  }

  var body: some View { Text("Home") }

  private static func installErrorHandling(
    socket: LiveSocket, bannerRepository: any BannerRepository
  ) {
    socket.onError { message in
      Task { try await bannerRepository.setError(message) }
    }
    socket.onOpen {
      Task { try await bannerRepository.clearError() }
    }
  }
}
