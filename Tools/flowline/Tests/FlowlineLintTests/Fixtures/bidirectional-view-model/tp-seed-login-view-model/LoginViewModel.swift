import Foundation

// Seed 000: "This version is common" — the view model knows the use case, analytics and the
// router, and decides where to go after login.
@MainActor  // expect: bidirectional-view-model
final class LoginViewModel: ObservableObject {
  @Published private(set) var isLoading = false
  @Published private(set) var errorMessage: String?
  private let loginUseCase: LoginUseCase
  private let analytics: AnalyticsTracking
  private let router: AppRouter

  init(loginUseCase: LoginUseCase, analytics: AnalyticsTracking, router: AppRouter) {
    self.loginUseCase = loginUseCase
    self.analytics = analytics
    self.router = router
  }

  func submit(email: String, password: String) async {
    isLoading = true
    do {
      try await loginUseCase.login(email: email, password: password)
      analytics.track("login_succeeded")
      router.showHome()
    } catch {
      analytics.track("login_failed")
      errorMessage = "Could not log in."
    }
    isLoading = false
  }
}
