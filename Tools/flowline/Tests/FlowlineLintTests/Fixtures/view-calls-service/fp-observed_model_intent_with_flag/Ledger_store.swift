import Observation
import SwiftUI

@Observable
final class Ledger_Client {
  var entries: [Int] = []

  func archive_entry(_ id: Int) async throws {
    try await Task.sleep(nanoseconds: 1)
    entries.removeAll { $0 == id }
  }
}
