import FamilyControls
import FinanceKit
import MusicKit

// Wrappers over Swift-era frameworks' permission prompts, reached through a computed
// property that returns the framework's shared object, or the type itself.
actor Ledger_link {
  private var store: FinanceStore { FinanceStore.shared }

  func ask_access() async -> Bool {
    do {
      return try await store.requestAuthorization() == .authorized
    } catch {
      return false
    }
  }
}

final class ScreenTimeGate {
  var center: AuthorizationCenter { .shared }

  func requestApproval() async throws {
    try await center.requestAuthorization(for: .individual)
  }
}

enum SongAccess {
  static func request() async -> Bool {
    await MusicAuthorization.request() == .authorized
  }
}
