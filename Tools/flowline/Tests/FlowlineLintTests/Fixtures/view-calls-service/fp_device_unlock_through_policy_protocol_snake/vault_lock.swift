import LocalAuthentication
import SwiftUI

protocol Lock_policy {
  func ask_owner(reason: String) async throws -> Bool
}

extension Lock_policy {
  func confirm_owner(_ reason: String) async throws -> Bool {
    try await ask_owner(reason: reason)
  }
}

struct Denying_lock_policy: Lock_policy {
  func ask_owner(reason: String) async throws -> Bool { false }
}

struct Device_lock_policy: Lock_policy {
  func ask_owner(reason: String) async throws -> Bool {
    try await LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason)
  }
}

final class Vault_Lock_Service: ObservableObject {
  private let lock_policy: any Lock_policy
  init(lock_policy: any Lock_policy = Device_lock_policy()) { self.lock_policy = lock_policy }

  func confirm(_ reason: String) async -> Bool {
    (try? await lock_policy.confirm_owner(reason)) ?? false
  }
}

struct Export_button: View {
  @EnvironmentObject private var vault_lock_service: Vault_Lock_Service
  @State private var confirmed = false

  var body: some View {
    Button("Export") {
      Task { confirmed = await vault_lock_service.confirm("Export the vault") }
    }
  }
}
