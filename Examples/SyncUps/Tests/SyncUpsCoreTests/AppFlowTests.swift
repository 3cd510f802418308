import Flowline
import FlowlineTesting
import Foundation
import Testing

@testable import SyncUpsCore

@MainActor
@Suite struct AppFlowTests {
  @Test func theFlowPushesTheDetailTheRecordingAndAPastMeeting() async {
    var withMeeting = standUp
    withMeeting.meetings = [Meeting(id: UUID(9), date: meetingDate, transcript: "Hello")]
    let app = makeApp(InMemoryPersistence([withMeeting]))
    #expect(app.list.domainState.syncUps == [withMeeting])

    await app.list.send(.rowTapped(standUp.id)).finish()
    #expect(app.flow.path == [.detail(standUp.id)])
    let detail = app.top(as: Store<SyncUpDetail>.self)
    #expect(detail?.domainState.syncUp == withMeeting)

    await detail?.send(.meetingTapped(UUID(9))).finish()
    #expect(app.flow.path == [.detail(standUp.id), .meeting(standUp.id, UUID(9))])
    #expect(app.top(as: Store<MeetingFeature>.self)?.viewState.transcript == "Hello")
    app.flow.pop()

    await detail?.send(.startMeetingTapped).finish()
    #expect(detail?.domainState.alert == .speechRestricted)
    await detail?.send(.alertButtonTapped(.continueWithoutRecording)).finish()
    #expect(app.flow.path == [.detail(standUp.id), .record(standUp.id, transcribing: false)])
    let record = app.top(as: Store<RecordMeeting>.self)
    record?.send(.endMeetingTapped)
    await record?.send(.alertButtonTapped(.saveAndEnd)).finish()
    #expect(app.flow.path == [.detail(standUp.id)])
    #expect(app.syncUps.value.first?.meetings.count == 2)
  }

  @Test func deletingASyncUpPopsBackToTheList() async {
    let app = makeApp()
    await app.list.send(.rowTapped(standUp.id)).finish()
    let detail = app.top(as: Store<SyncUpDetail>.self)
    await detail?.send(.deleteTapped).finish()
    await detail?.send(.alertButtonTapped(.confirmDeletion)).finish()
    #expect(app.flow.path.isEmpty)
    #expect(app.syncUps.value.isEmpty)
  }
}

@MainActor
@Suite struct PersistenceTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("syncups-\(UUID().uuidString)")
  var file: URL { directory.appendingPathComponent("sync-ups.json") }

  @Test func syncUpsAreSavedToTheFileAndLoadedAtTheNextLaunch() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = Shared([SyncUp](), persistence: JSONFilePersistence(url: file))
    #expect(first.value.isEmpty)
    #expect(first.persistenceError == nil)
    try first.update { $0 = [.designTeam, standUp] }
    let relaunched = FeatureFactory(
      dependencies: DependencyValues.test { $0.syncUpsPersistence = JSONFilePersistence(url: file) }
    )
    #expect(relaunched.syncUps.value == [.designTeam, standUp])
    #expect(relaunched.makeList().domainState.syncUps == [.designTeam, standUp])
  }

  @Test func aCorruptFileStartsAnEmptyListAndIsKeptAside() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: file)
    let factory = FeatureFactory(
      dependencies: DependencyValues.test { $0.syncUpsPersistence = JSONFilePersistence(url: file) }
    )
    #expect(factory.syncUps.value.isEmpty)
    #expect(factory.syncUps.persistenceError?.operation == .load)
    let aside = file.appendingPathExtension("unreadable-1")
    #expect(try Data(contentsOf: aside) == Data("{ not json".utf8))
    try factory.syncUps.update { $0 = [standUp] }
    #expect(try Data(contentsOf: aside) == Data("{ not json".utf8))
  }
}
