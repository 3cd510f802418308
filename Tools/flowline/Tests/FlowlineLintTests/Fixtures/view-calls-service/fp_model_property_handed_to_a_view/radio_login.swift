import Foundation
import SwiftUI

final class Login_model: ObservableObject {
  @Published var token = ""
}

final class Radio_service {
  lazy var loginModel = Login_model()

  func load_stations() async throws -> [String] {
    let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
    return [String(decoding: data, as: UTF8.self)]
  }
}

struct Token_form: View {
  @ObservedObject var state: Login_model

  var body: some View { SecureField("Token", text: $state.token) }
}

struct Radio_login: View {
  let other: AnyObject

  var body: some View {
    if let radio_service = other as? Radio_service {
      Token_form(state: radio_service.loginModel)
    }
  }
}
