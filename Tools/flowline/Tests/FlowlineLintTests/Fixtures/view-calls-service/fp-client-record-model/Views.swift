import SwiftData
import SwiftUI

// `Client` as a record of the app's domain (a customer), not an API client.
struct Client: Identifiable {
  let id: Int
  var name: String
  func loadAvatarName() -> String { "\(name).png" }
}

@Model final class API {
  var version = 1
  func saveSnapshot() {}
}

struct ClientRow: View {
  let client: Client
  @State private var avatar = ""
  var body: some View {
    Label(client.name, image: avatar)
      .task { avatar = client.loadAvatarName() }
  }
}

struct APIVersionView: View {
  let api: API
  var body: some View {
    Button("v\(api.version)") { api.saveSnapshot() }
  }
}
