import SwiftUI

/// The app's local cache.
enum PhotoRepository {
  static func purge() async throws {}
  static func sizeInBytes() async throws -> Int { 0 }
}

@main
struct GalleryApp: App {
  var body: some Scene { WindowGroup { GalleryRoot() } }
}

/// The scene root keeping a result, or doing more in the same task, runs a use case.
struct GalleryRoot: View {
  @State private var cacheSize = 0

  var body: some View {
    Text("\(cacheSize)")
      .onAppear {
        Task { cacheSize = try await PhotoRepository.sizeInBytes() }  // expect: view-calls-service
        Task {
          try? await PhotoRepository.purge()  // expect: view-calls-service
          cacheSize = 0
        }
      }
  }
}

/// Outside the scene root, the same forgotten task is still a screen calling a service.
struct SettingsScreen: View {
  var body: some View {
    Button("Clear") {
      Task { try? await PhotoRepository.purge() }  // expect: view-calls-service
    }
  }
}

#Preview { SettingsScreen() }
