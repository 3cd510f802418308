import Foundation
import Observation

@propertyWrapper struct Injected<Value> {
  var wrappedValue: Value
}

final class Logger {}
final class TransferClient {}

// Each module observes one thing; its services are injected or not observed.
@Observable final class ExportCoordinator {
  @ObservationIgnored @Injected(wrappedValue: Logger()) private var logger
  @ObservationIgnored @Injected(wrappedValue: TransferClient()) private var client
  @ObservationIgnored private var pendingWork: Task<Void, Never>?
  private(set) var session: String?
}

@Observable final class SensorFetcher {
  @ObservationIgnored private var retryCount = 0
  @ObservationIgnored @MainActor private var runningTask: Task<Void, Never>?
  @Injected(wrappedValue: Logger()) private var log
  private(set) var activeJobs: Set<String> = []
}

@Observable final class UploadQueue {
  var progress: Double = 0
  var failures: [String] = []
}
