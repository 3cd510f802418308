import Combine
import Foundation

final class Sync_engine {
  static let instance = Sync_engine()
  let progress = CurrentValueSubject<Double, Never>(0)

  func kick_off(_ folder: String) {
    Task.detached {
      await Self.walk(folder)
      self.progress.send(1)
    }
  }

  static func walk(_ folder: String) async {}
}
