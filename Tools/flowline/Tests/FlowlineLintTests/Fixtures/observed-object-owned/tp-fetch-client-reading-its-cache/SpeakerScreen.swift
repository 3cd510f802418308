import SwiftUI

// `fetchSpeakers` answers from the cache it fills: a new client per re-creation starts empty.
final class SpeakerClient: ObservableObject {
  @Published var cached: [String] = []

  func fetchSpeakers() async -> [String] {
    if cached.isEmpty { cached = ["Ada", "Grace"] }
    return cached
  }
}

struct SpeakerScreen: View {
  @State private var speakers: [String] = []
  private let client = SpeakerClient()  // expect: observed-object-owned

  var body: some View {
    List(speakers, id: \.self) { Text($0) }
      .task { speakers = await client.fetchSpeakers() }  // expect: view-calls-service
  }
}
