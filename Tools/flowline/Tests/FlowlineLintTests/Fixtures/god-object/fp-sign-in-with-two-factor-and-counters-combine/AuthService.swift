import Combine
import SwiftUI

struct Profile: Identifiable {
  var id: Int
  var name: String
}

struct CountersResponse {
  var friends: Int?
  var messages: Int?
  var notifications: Int?
}

/// The signed-in account (sign-in and two-factor state, the user, the saved accounts) and the
/// account's counters, which one request loads together.
final class AuthService: ObservableObject {
  @Published private(set) var isAuthenticated = false
  @Published var requiresTwoFactor = false
  @Published var twoFactorCode = ""
  @Published private(set) var currentUser: Profile?
  @Published private(set) var accounts: [Profile] = []
  @Published var friendsCount = 0
  @Published var messagesCount = 0
  @Published var notificationsCount = 0
  @Published var balance = 0
  @Published var isBalanceLoading = false

  func fetchCounters(_ load: @escaping (@escaping (CountersResponse) -> Void) -> Void) {
    load { [weak self] response in
      DispatchQueue.main.async {
        self?.friendsCount = response.friends ?? 0
        self?.messagesCount = response.messages ?? 0
        self?.notificationsCount = response.notifications ?? 0
      }
    }
  }
}

struct LoginGate: View {
  @EnvironmentObject var auth: AuthService
  var body: some View {
    Text(auth.isAuthenticated ? "Home" : "Sign in").disabled(auth.requiresTwoFactor)
  }
}

struct AccountSwitcher: View {
  @EnvironmentObject var auth: AuthService
  var body: some View { Text("\(auth.accounts.count) \(auth.currentUser?.name ?? "")") }
}

struct TabBadges: View {
  @EnvironmentObject var auth: AuthService
  var body: some View { Text("\(auth.friendsCount) \(auth.messagesCount)") }
}

struct BellIcon: View {
  @EnvironmentObject var auth: AuthService
  var body: some View { Image(systemName: "bell").badge(auth.notificationsCount) }
}
