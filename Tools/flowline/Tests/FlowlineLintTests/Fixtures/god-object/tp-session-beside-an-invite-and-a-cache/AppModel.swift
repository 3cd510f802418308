import Combine
import SwiftUI

/// The signed-in user beside an invite form and an image cache: `inviteEmail` and `avatarCache`
/// are not the signed-in person's profile, so they stay groups of their own.
final class AppModel: ObservableObject {  // expect: god-object
  @Published var currentUser: String?
  @Published var isSignedIn = false
  @Published var inviteEmail = ""
  @Published var inviteMessage = ""
  @Published var avatarCache: [String: Data] = [:]
  @Published var cacheSize = 0
  @Published var listingPhotoURL = ""
  @Published var listingTitle = ""
  @Published var lastRefresh: Date?
  @Published var refreshCount = 0
}

@main
struct MarketApp: App {
  @StateObject private var model = AppModel()
  var body: some Scene {
    WindowGroup { SignInBanner().environmentObject(model) }
  }
}

struct SignInBanner: View {
  @EnvironmentObject var model: AppModel
  var body: some View { Text(model.isSignedIn ? model.currentUser ?? "" : "Sign in") }
}

struct InviteForm: View {
  @EnvironmentObject var model: AppModel
  var body: some View { TextField("Invite", text: $model.inviteEmail) }
}

struct CacheStats: View {
  @EnvironmentObject var model: AppModel
  var body: some View { Text("\(model.avatarCache.count)") }
}

struct ListingHeader: View {
  @EnvironmentObject var model: AppModel
  var body: some View { Text(model.listingPhotoURL) }
}
