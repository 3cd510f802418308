import Observation
import SwiftUI

@Observable final class ListenedStore {
  @ObservationIgnored private let backend: [String]
  private(set) var listenedKeys: Set<String> = []

  init(backend: [String] = []) { self.backend = backend }

  func wasListened(_ key: String) -> Bool { listenedKeys.contains(key) }
  func mark(_ key: String) { listenedKeys.insert(key) }
}

@Observable final class PositionStore {
  private(set) var positions: [String: Double] = [:]

  func position(for key: String) -> Double? { self.positions[key] }
}

@Observable final class Player {
  var current: String?
  var isRunning = false
  var rate = 1.0
}
