import Combine
import Foundation

final class Network_monitor: ObservableObject {
  @Published var is_online = true
  var last_probe: Date?
  let probe_interval: TimeInterval = 30
  private var cancellables: Set<AnyCancellable> = []
}

final class Sync_engine: ObservableObject {
  @Published private(set) var last_sync: Date?
  var retry_delay: TimeInterval = 5
  private var timer: Timer?
}

final class Theme_store: ObservableObject {
  @Published var accent = "blue"
  @Published var uses_large_type = false
}
