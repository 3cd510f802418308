import Foundation
import SwiftUI

final class Invoice_Service {
  static let shared = Invoice_Service()
  func send_reminder(_ id: Int) async throws {
    _ = try await URLSession.shared.data(from: URL(string: "https://example.com/remind/\(id)")!)
  }
}

struct Invoice_View: View {
  let id: Int
  var body: some View { Text("Invoice \(id)") }

  @discardableResult @MainActor
  private func old_remind() async -> Bool {
    (try? await Invoice_Service.shared.send_reminder(id)) != nil
  }
}
