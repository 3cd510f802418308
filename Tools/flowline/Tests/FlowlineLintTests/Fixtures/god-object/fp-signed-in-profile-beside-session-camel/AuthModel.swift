import Combine
import SwiftUI

enum AuthState {
  case signedOut, signingIn, signedIn
}

final class DailyGoalTracker {
  var minutes = 0
}

/// Who is signed in and how they appear: the session, with the person's profile, plus one
/// tracker made for that person.
final class AuthModel: ObservableObject {
  @Published var authState = AuthState.signedOut
  @Published var displayName = ""
  @Published var fullName = ""
  @Published var profilePicURL = ""
  @Published var errorMessage = ""
  @Published var goalTracker: DailyGoalTracker?
  @Published var lastSignIn: Date?
  @Published var emailAddress = ""
  @Published var isSigningOut = false
  @Published var signInAttempts = 0
}

@main
struct YogaApp: App {
  @StateObject private var auth = AuthModel()
  var body: some Scene {
    WindowGroup { SignInGate().environmentObject(auth) }
  }
}

struct SignInGate: View {
  @EnvironmentObject var auth: AuthModel
  var body: some View {
    Text(auth.authState == .signedIn ? auth.fullName : "Sign in").help(auth.profilePicURL)
  }
}

struct GreetingHeader: View {
  @EnvironmentObject var auth: AuthModel
  var body: some View { Text("Hello, \(auth.displayName)") }
}

struct GoalCard: View {
  @EnvironmentObject var auth: AuthModel
  var body: some View { Text("\(auth.goalTracker?.minutes ?? 0) min") }
}

struct ProfileBadge: View {
  @EnvironmentObject var auth: AuthModel
  var body: some View { Text(auth.displayName).help(auth.emailAddress) }
}

struct AvatarRow: View {
  @EnvironmentObject var authModel: AuthModel
  var body: some View { Text(authModel.profilePicURL).help(authModel.fullName) }
}

struct StreakRow: View {
  @EnvironmentObject var authModel: AuthModel
  var body: some View { Text("\(authModel.goalTracker?.minutes ?? 0)") }
}
