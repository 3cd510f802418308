package import Flowline

/// Builds each screen's store with its dependencies: it wires, it decides nothing.
@MainActor
package struct FeatureFactory {
  package let dependencies: DependencyValues
  /// The sync-ups, saved to the persistence file and loaded at launch.
  package let syncUps: Shared<[SyncUp]>

  /// Creates the factory and loads the sync-ups. A missing file starts an empty list; an
  /// unreadable one starts an empty list too, is kept aside by the persistence, and is reported
  /// in `syncUps.persistenceError`.
  package init(dependencies: DependencyValues) {
    self.dependencies = dependencies
    self.syncUps = Shared([], persistence: dependencies.syncUpsPersistence)
  }

  package func makeList(
    onScreenEvent: ((SyncUpsList.ScreenEvent) -> Void)? = nil
  ) -> Store<SyncUpsList> {
    Store(
      initialState: .init(syncUps: syncUps.value),
      feature: SyncUpsList(syncUps: syncUps), onScreenEvent: onScreenEvent)
  }

  package func makeDetail(
    _ syncUp: SyncUp, onScreenEvent: ((SyncUpDetail.ScreenEvent) -> Void)? = nil
  ) -> Store<SyncUpDetail> {
    Store(
      initialState: .init(syncUp: syncUp),
      feature: SyncUpDetail(
        syncUps: syncUps, speech: dependencies.speech),
      onScreenEvent: onScreenEvent)
  }

  package func makeForm(
    _ syncUp: SyncUp, onScreenEvent: ((SyncUpForm.ScreenEvent) -> Void)? = nil
  ) -> Store<SyncUpForm> {
    Store(
      initialState: .init(syncUp: syncUp), feature: SyncUpForm(uuid: dependencies.uuid),
      onScreenEvent: onScreenEvent)
  }

  package func makeRecord(
    _ syncUp: SyncUp, transcribing: Bool,
    onScreenEvent: ((RecordMeeting.ScreenEvent) -> Void)? = nil
  ) -> Store<RecordMeeting> {
    Store(
      initialState: .init(syncUp: syncUp, transcribing: transcribing),
      feature: RecordMeeting(
        syncUps: syncUps, clock: dependencies.clock, now: dependencies.now,
        uuid: dependencies.uuid, speech: dependencies.speech),
      onScreenEvent: onScreenEvent)
  }

  package func makeMeeting(_ meeting: Meeting, of syncUp: SyncUp) -> Store<MeetingFeature> {
    Store(
      initialState: .init(syncUpTitle: syncUp.title, meeting: meeting), feature: MeetingFeature())
  }
}
