import SwiftUI

final class Archive_service {
  func purge() async throws {}
}

final class Archive_model: ObservableObject {
  struct Dependencies {
    var purge: () async throws -> Void
  }
  private let dependencies: Dependencies
  init(dependencies: Dependencies) { self.dependencies = dependencies }
  func purge() { Task { try? await dependencies.purge() } }
}

struct Archive_screen: View {
  @ObservedObject var model: Archive_model
  var body: some View { Button("Purge") { model.purge() } }
}

struct Archive_tab: View {
  let service: Archive_service
  var body: some View {
    Archive_screen(model: Archive_model(dependencies: .init(purge: service.purge)))
  }
}
