import SwiftUI

// Seed 000's refactoring: the view model maps outcomes to state and emits screen events.
@MainActor
final class LoginViewModel: ObservableObject, LoginUseCaseOutput {
  @Published private(set) var isLoading = false
  var onEvent: (LoginScreenEvent) -> Void = { _ in }

  func loginDidSucceed() {
    isLoading = false
    onEvent(.loginCompleted)
  }
}

// The flow owns the journey: holding a path is its job.
@MainActor
final class AppFlow: ObservableObject {
  @Published var path = NavigationPath()
  private let loginFactory: LoginFeatureFactory
  private let authService: AuthService

  init(loginFactory: LoginFeatureFactory, authService: AuthService) {
    self.loginFactory = loginFactory
    self.authService = authService
  }

  func handle(_ event: LoginScreenEvent) {
    authService.refresh()
    path.append(Route.home)
  }
}

// Navigation and a service, but the navigation is not decided by a service result.
@Observable @MainActor
final class SettingsViewModel {
  let router: SettingsRouter
  let settingsService: SettingsService
  var values: [String] = []

  init(router: SettingsRouter, settingsService: SettingsService) {
    self.router = router
    self.settingsService = settingsService
  }

  func close() { router.dismiss() }
  func load() async { values = await settingsService.fetchAll() }
}

// Services and analytics, no navigation.
@Observable
final class FeedViewModel {
  let repository: FeedRepository
  let analytics: Analytics
  init(repository: FeedRepository, analytics: Analytics) {
    self.repository = repository
    self.analytics = analytics
  }
}

// A plain `path` string is not navigation.
@Observable
final class FileViewModel {
  var path: String = ""
  let fileService: FileService
  init(fileService: FileService) { self.fileService = fileService }
  func open() {
    fileService.read()
    path = "/tmp"
  }
}
