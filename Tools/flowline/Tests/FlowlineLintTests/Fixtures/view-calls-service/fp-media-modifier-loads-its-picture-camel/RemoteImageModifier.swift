import SwiftUI

protocol PictureLoading {
  func loadImage(from url: String) async -> Data?
}

final class PictureLoader: PictureLoading {
  func loadImage(from url: String) async -> Data? {
    guard let address = URL(string: url) else { return nil }
    return try? await URLSession.shared.data(from: address).0
  }
}

final class UsageReporter {
  func upload(_ event: String) async throws {
    _ = try await URLSession.shared.data(from: URL(string: "https://example.com/\(event)")!)
  }
}

// A modifier that swaps its content for a picture it downloads itself, like `AsyncImage`.
struct RemoteImageModifier: ViewModifier {
  let url: String
  @State private var loader: any PictureLoading = PictureLoader()
  @State private var bytes: Data?

  func body(content: Content) -> some View {
    content.overlay { bytes == nil ? ProgressView() : nil }
      .task(id: url) { bytes = await loader.loadImage(from: url) }
  }
}

// The same kind of modifier also reporting usage to the backend: that call is a service's.
struct TrackedImageModifier: ViewModifier {
  let url: String
  let reporter: UsageReporter
  @State private var loader: any PictureLoading = PictureLoader()
  @State private var bytes: Data?

  func body(content: Content) -> some View {
    content
      .task(id: url) { bytes = await loader.loadImage(from: url) }
      .onAppear { Task { try? await reporter.upload("shown") } }  // expect: view-calls-service
  }
}
