import Foundation
import LocalAuthentication

// How the app asks the device owner: the real policy shows the Face ID or passcode prompt,
// the others are fixed answers for previews and tests.
protocol UnlockPolicy: Sendable {
  var canUseBiometrics: Bool { get }
  func unlockWithBiometrics(reason: String) async throws -> Bool
  func unlockWithPasscode(reason: String) async throws -> Bool
}

extension UnlockPolicy {
  func unlock(reason: String) async throws -> Bool {
    if canUseBiometrics {
      return try await unlockWithBiometrics(reason: reason)
    }
    return try await unlockWithPasscode(reason: reason)
  }
}

struct AlwaysAllowUnlockPolicy: UnlockPolicy {
  var canUseBiometrics: Bool { true }
  func unlockWithBiometrics(reason: String) async throws -> Bool { true }
  func unlockWithPasscode(reason: String) async throws -> Bool { true }
}

struct DeviceUnlockPolicy: UnlockPolicy {
  var canUseBiometrics: Bool {
    LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
  }

  func unlockWithBiometrics(reason: String) async throws -> Bool {
    try await LAContext().evaluatePolicy(
      .deviceOwnerAuthenticationWithBiometrics, localizedReason: reason)
  }

  func unlockWithPasscode(reason: String) async throws -> Bool {
    try await LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason)
  }
}

@Observable
final class DeviceUnlockService {
  private let policy: any UnlockPolicy

  init(policy: any UnlockPolicy) { self.policy = policy }

  func unlock(reason: String) async throws -> Bool {
    try await policy.unlock(reason: reason)
  }
}

// The same kind of service whose policy also syncs the unlock with a server: real work.
protocol SyncedUnlockPolicy: Sendable {
  func unlockWithBiometrics(reason: String) async throws -> Bool
}

struct ServerCheckedUnlockPolicy: SyncedUnlockPolicy {
  func unlockWithBiometrics(reason: String) async throws -> Bool {
    let ok = try await LAContext().evaluatePolicy(
      .deviceOwnerAuthenticationWithBiometrics, localizedReason: reason)
    _ = try await URLSession.shared.data(from: URL(string: "https://example.com/unlock")!)
    return ok
  }
}

@Observable
final class SyncedUnlockService {
  private let policy: any SyncedUnlockPolicy

  init(policy: any SyncedUnlockPolicy) { self.policy = policy }

  func unlock(reason: String) async throws -> Bool {
    try await policy.unlockWithBiometrics(reason: reason)
  }
}
