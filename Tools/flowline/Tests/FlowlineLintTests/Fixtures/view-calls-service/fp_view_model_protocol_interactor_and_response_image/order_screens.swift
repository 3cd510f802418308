import Foundation
import SwiftUI

protocol Order_list_view_modeling {
  func reload() async
}

final class Order_repository_client {
  func reload() async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!)
  }
}

final class Order_list_view_model: Order_list_view_modeling {
  func reload() async {
    _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!)
  }
}

final class Order_interactor {
  func submit_order(id: Int) {
    Task { _ = try? await URLSession.shared.data(from: URL(string: "https://example.com")!) }
  }
}

struct Order_list: View {
  let model: any Order_list_view_modeling
  let interactor: Order_interactor
  let client: Order_repository_client

  var body: some View {
    List {
      Button("Submit") { interactor.submit_order(id: 1) }
    }
    .refreshable { await model.reload() }
    .task { await client.reload() }  // expect: view-calls-service
  }
}
