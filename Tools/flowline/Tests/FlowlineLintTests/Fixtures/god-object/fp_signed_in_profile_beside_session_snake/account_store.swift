import Combine
import SwiftUI

/// The signed-in account, its profile fields read apart by different screens.
final class Account_store: ObservableObject {
  @Published var is_logged_in = false
  @Published var user_id: String?
  @Published var nickname = ""
  @Published var avatar_url = ""
  @Published var first_name = ""
  @Published var last_name = ""
  @Published var login_error = ""
  @Published var user_email = ""
  @Published var session_token: String?
  @Published var account_created: Date?
}

@main
struct Club_app: App {
  @StateObject private var account_store = Account_store()
  var body: some Scene {
    WindowGroup { Login_gate().environmentObject(account_store) }
  }
}

struct Login_gate: View {
  @EnvironmentObject var account_store: Account_store
  var body: some View { Text(account_store.is_logged_in ? "Hi" : account_store.login_error) }
}

struct Nickname_label: View {
  @EnvironmentObject var account_store: Account_store
  var body: some View { Text(account_store.nickname) }
}

struct Avatar_view: View {
  @EnvironmentObject var account_store: Account_store
  var body: some View { Text(account_store.avatar_url) }
}

struct Name_row: View {
  @EnvironmentObject var account_store: Account_store
  var body: some View { Text(account_store.first_name + " " + account_store.last_name) }
}

struct Email_row: View {
  @EnvironmentObject var account_store: Account_store
  var body: some View { Text(account_store.user_email).help(account_store.user_id ?? "") }
}
