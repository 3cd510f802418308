public import Observation

/// The work the user was told about that has not finished yet: saves, deletes, sends.
///
/// Effects are bound to their screen: popping a route or releasing a store cancels its loads,
/// searches and timers, which is right for work nobody waits for any more. A write that the UI
/// already shows as done (a favourite, a delete, a watchlist entry) is different: it must
/// finish even when its screen goes away, and its failure must reach someone who can show it.
/// Mark such work with ``FeatureEffect/mustFinish(_:in:)``, in a `PendingWork` that the app
/// root owns and hands to the features that write:
///
/// ```swift
/// case .favouriteTapped:
///   state.film.isFavourite.toggle()
///   return .run { [repository, film = state.film] in
///     try await repository.setFavourite(film.isFavourite, filmID: film.id)
///   } then: { result in
///     .favouriteSaved(result.mapError(LoadingError.init))
///   }
///   .mustFinish("Saving “\(state.film.title)” as a favourite", in: pendingWork)
/// ```
///
/// While the screen is there, the result comes back to its interactor like any effect's.
/// When the screen is gone (a released store, a removed row, a dismissed sheet, or a screen its
/// flow removed, whoever still holds its store), the work still finishes, and a failure is kept
/// in ``failures`` for the app to show (a banner, a status line). Before it quits, the app waits a bounded
/// time for the work still running:
///
/// ```swift
/// let unfinished = await pendingWork.waitUntilFinished(timeout: .seconds(5), clock: clock)
/// ```
///
/// `PendingWork` is `Observable`: a view that reads ``titles`` or ``failures`` is invalidated
/// when they change.
@MainActor
public final class PendingWork: Observable {
  /// A failure of work whose screen was gone when it failed.
  public struct Failure: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// Identifies the failure among the others, for dismissing it.
    public let id: Int
    /// What the work was, as given to ``FeatureEffect/mustFinish(_:in:)``.
    public let title: String
    /// A description of the error.
    public let message: String

    /// "Saving “Heat” as a favourite failed: the disk is full".
    public var description: String { "\(title) failed: \(message)" }
  }

  private let registrar = ObservationRegistrar()
  private var running: [Int: (title: String, task: Task<Void, Never>)] = [:]
  private var failureStorage: [Failure] = []
  private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
  private var nextID = 0

  /// Called with each failure as it is recorded, after it was added to ``failures``.
  public var onFailure: ((Failure) -> Void)?

  /// Creates an empty set of pending work.
  public nonisolated init() {}

  /// What happened to one piece of work, for ``workObservers``.
  package enum Event: Sendable {
    /// Work's failure reached no store and was kept in ``failures``.
    case failed(Failure)
    /// Work ended (after its failure, if it failed).
    case finished(String)
  }

  /// Told of every kept failure and end, synchronously and in order: the app harness
  /// follows work that must finish through it.
  package var workObservers: [@MainActor (Event) -> Void] = []

  private func tell(_ event: Event) {
    for observer in workObservers {
      observer(event)
    }
  }

  /// What is running, in the order it started: for a "Saving…" indicator.
  public var titles: [String] {
    registrar.access(self, keyPath: \.titles)
    return running.sorted { $0.key < $1.key }.map(\.value.title)
  }

  /// Failures of work whose screen was gone, oldest first, until dismissed.
  public var failures: [Failure] {
    registrar.access(self, keyPath: \.failures)
    return failureStorage
  }

  /// Removes a failure the user has seen.
  ///
  /// - Parameter id: The failure's ``Failure/id``.
  public func dismissFailure(id: Failure.ID) {
    registrar.withMutation(of: self, keyPath: \.failures) {
      failureStorage.removeAll { $0.id == id }
    }
  }

  /// Waits until every piece of work running now, or started while waiting, has finished.
  private func waitForAll() async {
    while !running.isEmpty {
      let id = takeID()
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          if running.isEmpty || Task.isCancelled {
            continuation.resume()
          } else {
            waiters[id] = continuation
          }
        }
      } onCancel: {
        Task { @MainActor in self.resumeWaiter(id) }
      }
      if Task.isCancelled { return }
    }
  }

  /// Waits until every piece of work running now, or started while waiting, has finished, or
  /// until `timeout` has passed on `clock`.
  ///
  /// Without a timeout it waits for all the work. A timeout of zero or less does not wait: it
  /// returns what is running now.
  ///
  /// ```swift
  /// let unfinished = await pendingWork.waitUntilFinished(timeout: .seconds(5))
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait at most; `nil` to wait for all the work.
  ///   - clock: The clock the timeout runs on; a test clock in tests.
  /// - Returns: The titles of the work still running when the wait ended: empty when all of it
  ///   finished.
  @discardableResult
  public func waitUntilFinished(
    timeout: Duration? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) async -> [String] {
    guard let timeout else {
      await waitForAll()
      return titles
    }
    // No time to wait: a test clock would otherwise wait for an advance that never comes.
    guard timeout > .zero else { return titles }
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.waitForAll() }
      group.addTask { try? await clock.sleep(for: timeout) }
      await group.next()
      group.cancelAll()
    }
    return titles
  }

  /// Runs `body` in a task that the store does not cancel, and tracks it until it ends.
  func start(_ title: String, _ body: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    let id = takeID()
    let task = Task { @MainActor [weak self] in
      await body()
      self?.finish(id)
    }
    registrar.withMutation(of: self, keyPath: \.titles) {
      running[id] = (title, task)
    }
    return task
  }

  /// Keeps the failure of work whose screen is gone.
  func recordFailure(title: String, error: any Error) {
    let failure = Failure(id: takeID(), title: title, message: String(describing: error))
    registrar.withMutation(of: self, keyPath: \.failures) {
      failureStorage.append(failure)
    }
    tell(.failed(failure))
    onFailure?(failure)
  }

  private func finish(_ id: Int) {
    guard let (title, _) = running[id] else { return }
    registrar.withMutation(of: self, keyPath: \.titles) {
      running[id] = nil
    }
    tell(.finished(title))
    guard running.isEmpty else { return }
    let continuations = waiters.values
    waiters.removeAll()
    for continuation in continuations {
      continuation.resume()
    }
  }

  private func resumeWaiter(_ id: Int) {
    waiters.removeValue(forKey: id)?.resume()
  }

  private func takeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }
}
