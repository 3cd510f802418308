import SwiftUI

final class LoginService: ObservableObject {
  @Published var isLoggedIn = false
  func logIn() async { isLoggedIn = true }
}

enum LoginFlow {
  static func start(with service: LoginService) async { await service.logIn() }
}

struct RootScreen: View {
  @StateObject private var loginService = LoginService()
  var body: some View { MenuPanel(loginService: loginService) }
}

struct MenuPanel: View {
  @ObservedObject var loginService: LoginService
  var body: some View { MenuFooter(loginService: loginService) }
}

struct MenuFooter: View {
  @ObservedObject var loginService: LoginService
  var body: some View { LoginButton(loginService: loginService) }
}

// The last view keeps the service as a plain dependency and uses it only in its action.
struct LoginButton: View {
  let loginService: LoginService
  var body: some View {
    Button("Log in") {
      Task {
        if !loginService.isLoggedIn { await LoginFlow.start(with: loginService) }
      }
    }
  }
}

final class Tunnel_manager: ObservableObject {
  @Published var is_connected = false
  func toggle_connection() { is_connected.toggle() }
}

struct Profile_list: View {
  @ObservedObject var tunnel: Tunnel_manager
  var body: some View { Profile_rows(tunnel: tunnel) }
}

struct Profile_rows: View {
  @ObservedObject var tunnel: Tunnel_manager
  var body: some View { Report_button(tunnel: tunnel) }
}

struct Report_button: View {
  var tunnel: Tunnel_manager
  var body: some View {
    Button("Report") { send_report() }
  }

  private func send_report() {
    print(tunnel.is_connected)
    tunnel.toggle_connection()
  }
}

// An @Observable model the last view keeps for a tap action only.
@Observable final class ProviderSession {
  var token = ""
}

enum DashboardLink {
  static func open(session: ProviderSession?) { _ = session?.token }
}

struct UsageScreen: View {
  @State private var session = ProviderSession()
  var body: some View { UsageColumn(session: session) }
}

struct UsageColumn: View {
  let session: ProviderSession?
  var body: some View { UsageSection(session: session) }
}

struct UsageSection: View {
  let session: ProviderSession?
  var body: some View { UsageRow(session: session) }
}

struct UsageRow: View {
  let session: ProviderSession?
  var body: some View {
    Text("Usage").onTapGesture { DashboardLink.open(session: session) }
  }
}
