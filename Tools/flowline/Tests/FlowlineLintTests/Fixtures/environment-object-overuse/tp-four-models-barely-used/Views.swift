import SwiftUI

final class UserSession: ObservableObject {
  @Published var currentUser: User?
  @Published var isAuthenticated = false
}
final class ShoppingCart: ObservableObject {
  @Published var items: [String] = []
}
@Observable final class ThemeModel {
  var accent = Color.blue
}
@Observable final class SettingsModel {
  var fontSize = 14.0
  var compact = false
  var showBadges = true
}

struct DashboardView: View {  // expect: environment-object-overuse
  @EnvironmentObject var session: UserSession
  @EnvironmentObject var cart: ShoppingCart
  @Environment(ThemeModel.self) private var theme
  @Environment(SettingsModel.self) private var settings

  var body: some View {
    VStack {
      Text(session.currentUser?.name ?? "")
        .foregroundStyle(theme.accent)
        .font(.system(size: settings.fontSize))
      if settings.compact && settings.showBadges { Text("Compact") }
    }
  }
}
