import Combine
import SwiftUI

/// The screen's own observed model, whatever its name: calling it sends an intent.
final class TimelineRepository: ObservableObject {
  @Published var posts: [String] = []
  func loadNextPage() { Task { await fetch() } }
  private func fetch() async {}
}

/// Synchronous, pure reads on a service are not service calls.
final class FlagService {
  func supports(_ flag: String, defaultValue: Bool) -> Bool { defaultValue }
  func computeURL(_ path: String) -> URL? { URL(string: path) }
}

struct TimelineView: View {
  @ObservedObject var repository: TimelineRepository
  let flags: FlagService

  var body: some View {
    List(repository.posts, id: \.self) { Text($0) }
      .onAppear { repository.loadNextPage() }
      .onAppear(perform: repository.loadNextPage)
      .disabled(!flags.supports("timeline", defaultValue: true))
      .help(flags.computeURL("/help")?.absoluteString ?? "")
  }
}
