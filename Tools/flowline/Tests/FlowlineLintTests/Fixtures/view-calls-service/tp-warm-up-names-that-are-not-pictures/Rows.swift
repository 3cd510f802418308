import SwiftUI
import UIKit

actor ShowService {
  private var pictures: [String: UIImage] = [:]
  private var texts: [String: String] = [:]

  func artwork(for id: String) async -> UIImage? { pictures[id] }

  func preloadTranscript(for id: String) async {
    let (data, _) = (try? await URLSession.shared.data(from: URL(string: id)!)) ?? (Data(), nil)
    texts[id] = String(decoding: data, as: UTF8.self)
  }

  func prefetchAll() async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!)
  }

  func refreshDiscoverFeed() async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com/feed")!)
  }
}

// Warm-ups of app data beside a picture the row loads: the transcript, everything, a feed.
struct EpisodeTile: View {
  let id: String
  let service: ShowService
  @State private var artwork: UIImage?

  var body: some View {
    Color.clear
      .task {
        artwork = await service.artwork(for: id)  // expect: view-calls-service
        await service.preloadTranscript(for: id)  // expect: view-calls-service
        await service.prefetchAll()  // expect: view-calls-service
      }
  }
}

struct DiscoverBanner: View {
  let service: ShowService
  @State private var banner: UIImage?

  var body: some View {
    Color.clear
      .task {
        banner = await service.artwork(for: "banner")  // expect: view-calls-service
        await prefetchDiscoverFeed()
      }
  }

  private func prefetchDiscoverFeed() async {
    await service.refreshDiscoverFeed()  // expect: view-calls-service
  }
}
