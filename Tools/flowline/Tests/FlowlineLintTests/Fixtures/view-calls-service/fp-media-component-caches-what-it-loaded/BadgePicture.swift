import SwiftUI
import UIKit

final class BadgeFetcher {
  static func fetchBlob(id: String) async throws -> Data { Data() }
}

/// A memory and disk cache of decoded pictures; storing writes to disk on its own queue.
final class BadgeCache: @unchecked Sendable {
  static let shared = BadgeCache()
  private let disk = DispatchQueue(label: "disk")
  private var memory: [String: UIImage] = [:]

  func cachedImage(for id: String) async -> UIImage? { memory[id] }

  func keep(_ image: UIImage, bytes: Data, for id: String) {
    memory[id] = image
    disk.async { _ = bytes }
  }
}

/// A reusable picture component: the heavy work runs in a static helper off the main actor,
/// which loads the bytes, decodes them and stores the result in its cache.
struct BadgePicture: View {
  let id: String
  @State private var picture: UIImage?

  var body: some View {
    Circle()
      .task(id: id) { await refresh() }
  }

  private func refresh() async {
    picture = try? await Task.detached { try await Self.decodeOffMain(id: id) }.value
  }

  private nonisolated static func decodeOffMain(id: String) async throws -> UIImage {
    if let hit = await BadgeCache.shared.cachedImage(for: id) { return hit }
    let blob = try await BadgeFetcher.fetchBlob(id: id)
    guard let decoded = UIImage(data: blob) else { throw CancellationError() }
    BadgeCache.shared.keep(decoded, bytes: blob, for: id)
    return decoded
  }
}
