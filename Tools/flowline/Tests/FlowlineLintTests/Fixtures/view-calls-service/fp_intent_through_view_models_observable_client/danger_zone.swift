import Observation
import SwiftUI

@Observable
final class Wallet_Client {
  var has_wallet = true
  func delete_wallet() async { has_wallet = false }
}

final class Settings_model: ObservableObject {
  let wallet_client: Wallet_Client
  @Published var status = ""
  init(wallet_client: Wallet_Client) { self.wallet_client = wallet_client }
}

struct Danger_zone: View {
  @ObservedObject var model: Settings_model
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Delete wallet") {
      Task {
        await model.wallet_client.delete_wallet()
        dismiss()
      }
    }
  }
}
