import Combine
import SwiftUI

/// The session beside counters that separate methods fill and a search form of one screen:
/// unrelated parts.
final class AccountHub: ObservableObject {  // expect: god-object
  @Published var isAuthenticated = false
  @Published var requiresTwoFactor = false
  @Published var friendsCount = 0
  @Published var messagesCount = 0
  @Published var notificationsCount = 0
  @Published var searchQuery = ""
  @Published var searchResults: [String] = []
  @Published var isSearching = false
  @Published var balance = 0
  @Published var isBalanceLoading = false

  func fetchFriends(_ load: @escaping (@escaping (Int) -> Void) -> Void) {
    load { [weak self] count in self?.friendsCount = count }
  }

  func fetchNotifications(_ load: @escaping (@escaping (Int) -> Void) -> Void) {
    load { [weak self] count in self?.notificationsCount = count }
  }
}

struct Gate: View {
  @EnvironmentObject var hub: AccountHub
  var body: some View {
    Text(hub.isAuthenticated ? "Home" : "Sign in").disabled(hub.requiresTwoFactor)
  }
}

struct Badges: View {
  @EnvironmentObject var hub: AccountHub
  var body: some View { Text("\(hub.friendsCount) \(hub.messagesCount)") }
}

struct Bell: View {
  @EnvironmentObject var hub: AccountHub
  var body: some View { Image(systemName: "bell").badge(hub.notificationsCount) }
}

struct Finder: View {
  @EnvironmentObject var hub: AccountHub
  var body: some View {
    Text(hub.searchQuery).help("\(hub.searchResults.count)").opacity(hub.isSearching ? 0.5 : 1)
  }
}
