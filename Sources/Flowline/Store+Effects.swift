/// One effect task the store is running.
struct RunningEffect: Sendable {
  let task: Task<Void, Never>
  let id: EffectID?
  /// Work that must finish: neither the store's release nor a cancellation stops it.
  var mustFinish = false
  var lifetime: EffectID? = nil
  /// The identity of a throttled run waiting for its interval to end, replaced by a newer one.
  var trailing: EffectID? = nil

  /// Every identifier the effect is registered under.
  var keys: [EffectID] { [id, lifetime, trailing].compactMap { $0 } }
}

/// The identity of a throttled effect waiting for its interval to end.
private struct TrailingThrottleID: Hashable, Sendable {
  let id: EffectID
}

extension Store {
  /// Whether any effect is still running (for test harnesses).
  package var hasRunningEffects: Bool { !running.isEmpty }

  /// How many effects are still running (for test harnesses).
  package var runningEffectCount: Int { running.count }

  /// Cancels every running effect bound to the store.
  ///
  /// Work marked ``FeatureEffect/mustFinish(_:in:)`` goes on.
  public func cancelAllEffects() {
    cancelAllEffects(includingPendingWork: false)
  }

  /// Cancels every running effect, and optionally the work that must finish (for test
  /// harnesses tearing down).
  package func cancelAllEffects(includingPendingWork: Bool) {
    let effects = running.values.filter { includingPendingWork || !$0.mustFinish }
    running = running.filter { !includingPendingWork && $0.value.mustFinish }
    tokensByID.removeAll()
    for effect in effects {
      effect.task.cancel()
    }
  }

  @usableFromInline
  func perform(_ effect: F.Effect, startingInto tasks: inout [Task<Void, Never>]) {
    switch effect.operation {
    case .none:
      return
    case .action(let action):
      queue.append(action)
    case .screenEvent(let event):
      emit(event)
    case .cancel(let id):
      cancelEffects(id: id)
    case .childGone:
      if isDelivering { deliveredToGoneChild = true }
    case .merge(let effects):
      for effect in effects {
        perform(effect, startingInto: &tasks)
      }
    case .run(let run):
      start(run, startingInto: &tasks)
    }
  }

  private func start(_ run: F.Effect.Run, startingInto tasks: inout [Task<Void, Never>]) {
    let id = run.id
    var trailingID: EffectID?
    if let id, run.cancelInFlight {
      cancelEffects(id: id)
    }
    var body = run.body
    if let throttle = run.throttle {
      let (decision, instant) = throttle.decide(throttleInstants[throttle.id])
      throttleInstants[throttle.id] = instant
      switch decision {
      case .drop:
        return
      case .now:
        break
      case .later(let wait):
        let trailing = EffectID(TrailingThrottleID(id: throttle.id))
        cancelEffects(id: trailing)
        // Waiting under its own identity, and still under the one `cancellable(id:)` gave it.
        trailingID = trailing
        let original = body
        body = { send in
          do {
            try await wait()
          } catch {
            return
          }
          await original(send)
        }
      }
    }

    let token = nextToken
    nextToken &+= 1
    var keepFailure: (@MainActor @Sendable (any Error) -> Void)?
    if let pending = run.pending {
      keepFailure = { error in pending.work.recordFailure(title: pending.title, error: error) }
    }
    let send = Send<F.DomainAction>(
      { [weak self] action in self?.deliver(action) ?? false },
      isReceiverAlive: { [weak self] in self != nil },
      isReceiverRemoved: { [weak self] in self?.isRemovedFromFlow ?? false },
      keepFailure: keepFailure,
      reportUnhandled: { [weak self] error in self?.effectThrew(error) })
    if let pending = run.pending {
      pendingWorkObserver?(pending.work)
      // Not cancelled by the store: the pending work tracks it until it ends.
      let task = pending.work.start(pending.title) { [weak self, body] in
        await body(send)
        self?.effectFinished(token)
      }
      running[token] = RunningEffect(task: task, id: nil, mustFinish: true)
      // The send's handle waits for the work, but cancelling the handle must not cancel it.
      tasks.append(Task { await task.value })
      return
    }
    let task = Task(priority: run.priority) { [weak self, body] in
      await body(send)
      self?.effectFinished(token)
    }
    let effect = RunningEffect(task: task, id: id, lifetime: run.lifetime, trailing: trailingID)
    running[token] = effect
    for key in effect.keys {
      tokensByID[key, default: []].insert(token)
    }
    tasks.append(task)
  }

  /// An effect's work threw an error and has no `catch:` to turn it into an action: the
  /// harness that follows the store fails the test; an app writes the error's type (never its
  /// text, which may hold a secret) to standard error.
  func effectThrew(_ error: any Error) {
    if let effectErrorObserver {
      effectErrorObserver(error)
    } else {
      printToStandardError(
        "flowline: an effect of \(F.self) threw \(String(reflecting: type(of: error))) and has "
          + "no `catch:` to turn it into an action; the error is dropped")
    }
  }

  private func effectFinished(_ token: Int) {
    guard let effect = running.removeValue(forKey: token) else { return }
    for key in effect.keys {
      forget(token, under: key)
    }
  }

  private func forget(_ token: Int, under id: EffectID) {
    tokensByID[id]?.remove(token)
    if tokensByID[id]?.isEmpty == true {
      tokensByID[id] = nil
    }
  }

  func cancelEffects(id: EffectID) {
    guard let tokens = tokensByID.removeValue(forKey: id) else { return }
    for token in tokens {
      guard let effect = running.removeValue(forKey: token) else { continue }
      effect.task.cancel()
      for key in effect.keys where key != id {
        forget(token, under: key)
      }
    }
  }
}
