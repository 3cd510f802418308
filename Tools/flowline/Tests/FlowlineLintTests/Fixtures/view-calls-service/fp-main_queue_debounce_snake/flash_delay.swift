import Foundation

final class Flash_delay {
  static let shared = Flash_delay()

  func run_later(_ body: @escaping () -> Void) {
    DispatchQueue.main.async { body() }
  }

  func run_after(seconds: Double, then body: @escaping @MainActor () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: body)
  }
}
