import SwiftUI

final class UserSession: ObservableObject {
  @Published var currentUser: User?
  @Published var isAuthenticated = false
  func signOut() {}
}
final class ShoppingCart: ObservableObject {
  @Published var items: [String] = []
  @Published var total = 0.0
}
@Observable final class ThemeModel {
  var accent = Color.blue
  var font = Font.body
}

// Two models, barely used: below the threshold.
struct BadgeView: View {
  @EnvironmentObject var session: UserSession
  @EnvironmentObject var cart: ShoppingCart
  var body: some View { Text("\(cart.items.count) \(session.isAuthenticated)") }
}

// Three models, each really used.
struct AccountView: View {
  @EnvironmentObject var session: UserSession
  @EnvironmentObject var cart: ShoppingCart
  @Environment(ThemeModel.self) private var theme

  var body: some View {
    VStack {
      Text(session.currentUser?.name ?? "")
      Button("Sign out") { session.signOut() }
      Text("\(cart.items.count) items, \(cart.total)")
      Text("Theme").foregroundStyle(theme.accent).font(theme.font)
    }
  }
}

// Environment *values* (dismiss, color scheme) are not models.
struct SheetView: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.openURL) private var openURL
  @EnvironmentObject var session: UserSession
  var body: some View { Button("Close") { dismiss() } }
}
