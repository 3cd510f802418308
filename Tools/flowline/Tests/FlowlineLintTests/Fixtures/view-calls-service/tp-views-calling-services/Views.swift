import SwiftUI

final class UserService {
  func login(username: String, password: String, completion: @escaping (Bool) -> Void) {}
}

final class APIClient {
  static let shared = APIClient()
  func deleteFilm(_ id: Int) async throws {}
}

enum WeatherAPI {
  static func fetchForecast() async throws -> String { "" }
}

final class Store {
  static let shared = Store()
  func fetchProducts() async -> [String] { [] }
}

extension EnvironmentValues {
  @Entry var userService = UserService()
}

// A login screen that drives the service itself.
struct LoginView: View {
  @Environment(\.userService) var userService
  @State private var username = ""
  @State private var forecast = ""
  @State private var products: [String] = []
  let feedURL: URL

  var body: some View {
    Button("Log in") {
      userService.login(username: username, password: "") { _ in }  // expect: view-calls-service
    }
    Button("Delete") {
      Task { try await APIClient.shared.deleteFilm(1) }  // expect: view-calls-service
    }
    .task {
      forecast = (try? await WeatherAPI.fetchForecast()) ?? ""  // expect: view-calls-service
      products = await Store.shared.fetchProducts()  // expect: view-calls-service
      _ = try? await URLSession.shared.data(from: feedURL)  // expect: view-calls-service
    }
  }
}
