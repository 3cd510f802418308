import SwiftUI

final class WishRepository {
  func deleteAllApps() async throws {}
}

@MainActor
final class SettingsViewModel: ObservableObject {
  struct Environment {
    var deleteAllApps: () async throws -> Void
  }

  private let environment: Environment
  init(environment: Environment) { self.environment = environment }

  func deleteAllApps() {
    Task { try? await environment.deleteAllApps() }
  }
}

struct SettingsView: View {
  @ObservedObject var viewModel: SettingsViewModel
  var body: some View { Button("Delete all") { viewModel.deleteAllApps() } }
}

// The view hands the repository's method to the model's dependencies; the model calls it.
struct WishlistView: View {
  let repository: WishRepository
  @State private var showSettings = false
  var body: some View {
    Button("Settings") { showSettings = true }
      .sheet(isPresented: $showSettings) {
        SettingsView(
          viewModel: SettingsViewModel(
            environment: SettingsViewModel.Environment(
              deleteAllApps: repository.deleteAllApps)))
      }
  }
}
