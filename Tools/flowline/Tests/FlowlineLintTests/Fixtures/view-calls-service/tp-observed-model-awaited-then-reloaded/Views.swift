import SwiftUI

final class InboxClient: ObservableObject {
  @Published var count = 0
  func markRead(ids: [Int]) async throws {}
  func unread() async throws -> [Int] { [] }
}

// Still reported: the view sequences two awaited steps itself (mark, then reload into its own
// state), or keeps the outcome in its own state.
struct InboxSweepView: View {
  @EnvironmentObject private var inbox: InboxClient
  @State private var ids: [Int] = []
  @State private var isBusy = false
  @State private var lastError: String?

  var body: some View {
    List(ids, id: \.self) { Text("\($0)") }
      .toolbar {
        Button("Read all") { Task { await sweep() } }
        Button("Read first") {
          Task {
            do {
              try await inbox.markRead(ids: Array(ids.prefix(1)))  // expect: view-calls-service
            } catch {
              lastError = error.localizedDescription
            }
          }
        }
      }
  }

  private func sweep() async {
    isBusy = true
    try? await inbox.markRead(ids: ids)  // expect: view-calls-service
    ids = (try? await inbox.unread()) ?? []  // expect: view-calls-service
    isBusy = false
  }
}
