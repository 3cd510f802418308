import Foundation
import SwiftUI

final class LoginViewModel: ObservableObject {
  @Published var username = ""
  @Published var error: String?
}

class MusicService {
  func loginSession() async throws {
    _ = try await URLSession.shared.data(from: URL(string: "https://example.com/session")!)
  }
}

final class ScrobbleService: MusicService {
  private(set) lazy var loginViewModel = LoginViewModel()
}

struct LoginForm: View {
  @ObservedObject var model: LoginViewModel

  var body: some View {
    TextField("Name", text: $model.username)
  }
}

// The service's view model is handed to a view as its model: a value, not an action.
struct AccountLogin: View {
  let service: MusicService

  var body: some View {
    if let scrobbleService = service as? ScrobbleService {
      LoginForm(model: scrobbleService.loginViewModel)
        .task { try? await scrobbleService.loginSession() }  // expect: view-calls-service
    }
  }
}
