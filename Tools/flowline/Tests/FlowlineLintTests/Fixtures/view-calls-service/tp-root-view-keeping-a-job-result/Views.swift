import SwiftUI

actor FeedService {
  static func refresh(_ completion: @escaping ([String]) -> Void) {
    Task { completion([]) }
  }
  static func latest() async -> [String] { [] }
  static func warmUp() {
    Task { _ = await latest() }
  }
}

@main
struct FeedApp: App {
  var body: some Scene {
    WindowGroup { FeedRoot() }
  }
}

// A root view that keeps what the job returns, or waits for it, runs a screen's use case.
struct FeedRoot: View {
  @State private var items: [String] = []

  var body: some View {
    List(items, id: \.self) { Text($0) }
      .onAppear {
        FeedService.refresh { items = $0 }  // expect: view-calls-service
      }
      .task { items = await FeedService.latest() }  // expect: view-calls-service
  }
}

// Not a scene's root: a screen starting the service's job itself.
struct Feed_screen: View {
  var body: some View {
    Text("Feed").onAppear { FeedService.warmUp() }  // expect: view-calls-service
  }
}

#Preview { Feed_screen() }
