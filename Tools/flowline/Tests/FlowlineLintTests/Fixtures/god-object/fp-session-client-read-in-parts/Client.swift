import Observation
import SwiftUI

struct Member: Identifiable {
  var id: String
  var name: String
}

struct Workspace: Identifiable {
  var id: String
  var title: String
}

/// The API client: who is signed in, with which token, in which workspace. Views read different
/// parts of it, but they are parts of one concern, the session.
@MainActor @Observable final class APIClient {
  var isSignedIn = false
  var signInError: String?
  var currentUser: Member?
  var accessToken: String?
  var refreshToken: String?
  var tokenExpiry: Date?
  var currentWorkspace: Workspace?
  var workspaces: [Workspace] = []
  var userAvatarURL: URL?
  var sessionStartedAt: Date?

  func signIn(email: String, password: String) async throws {}
}

@main
struct TeamApp: App {
  @State private var client = APIClient()
  var body: some Scene {
    WindowGroup { LaunchGate().environment(client) }
  }
}

struct LaunchGate: View {
  @Environment(APIClient.self) private var client
  var body: some View {
    if client.isSignedIn { Text("Home") } else { Text(client.signInError ?? "Sign in") }
  }
}

struct AccountBadge: View {
  @Environment(APIClient.self) private var client
  var body: some View {
    Text(client.currentUser?.name ?? "").help(client.accessToken ?? "")
  }
}

struct Workspace_switcher: View {
  @Environment(APIClient.self) private var api
  var body: some View {
    Menu(api.currentWorkspace?.title ?? "") {
      ForEach(api.workspaces) { Text($0.title) }
    }
  }
}

struct TokenDebugRow: View {
  @Environment(APIClient.self) var apiClient
  var body: some View { Text("\(apiClient.tokenExpiry ?? .now)") }
}
