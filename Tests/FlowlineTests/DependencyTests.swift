import Flowline
import FlowlineTesting
import SampleFeatures
import Testing

protocol Clock2Service: Sendable { var name: String { get } }
struct NamedService: Clock2Service { let name: String }

enum GreeterKey: DependencyKey {
  static let liveValue: any Clock2Service = NamedService(name: "live")
  static let previewValue: any Clock2Service = NamedService(name: "preview")
  static let testValue: any Clock2Service = NamedService(name: "test")
}

enum UntestedKey: DependencyKey {
  static let liveValue: any Clock2Service = NamedService(name: "live")
  static let previewValue: any Clock2Service = NamedService(name: "preview")
}

@Suite struct DependencyTests {
  @Test func eachContextGivesItsOwnValue() {
    #expect(DependencyValues(context: .live)[GreeterKey.self].name == "live")
    #expect(DependencyValues(context: .preview)[GreeterKey.self].name == "preview")
    #expect(DependencyValues(context: .test)[GreeterKey.self].name == "test")
  }

  @Test func anOverrideWinsInEveryContext() {
    for context in [DependencyValues.Context.live, .preview, .test] {
      var values = DependencyValues(context: context)
      values[GreeterKey.self] = NamedService(name: "override")
      #expect(values[GreeterKey.self].name == "override")
      #expect(values.isOverridden(GreeterKey.self))
    }
  }

  @Test func aTestThatDidNotProvideADependencyFailsNamingItAndNeverGetsTheLiveValue() {
    let missing = Recorder<DependencyValues.MissingTestValue>()
    let values = DependencyValues(context: .test, onMissingTestValue: { missing.record($0) })

    let service = values[UntestedKey.self]

    #expect(service.name == "preview")
    #expect(missing.values.map(\.key) == ["UntestedKey"])
    #expect(missing.values.first?.description.contains("UntestedKey") == true)
    #expect(missing.values.first?.description.contains("Clock2Service") == true)
  }

  @Test func aProvidedOrDeclaredTestValueReportsNothing() {
    let missing = Recorder<DependencyValues.MissingTestValue>()
    var values = DependencyValues(context: .test, onMissingTestValue: { missing.record($0) })
    _ = values[GreeterKey.self]
    values[UntestedKey.self] = NamedService(name: "provided")
    #expect(values[UntestedKey.self].name == "provided")
    #expect(missing.values.isEmpty)
  }

  @Test func liveAndPreviewContextsNeverReportMissingTestValues() {
    let missing = Recorder<DependencyValues.MissingTestValue>()
    for context in [DependencyValues.Context.live, .preview] {
      _ =
        DependencyValues(context: context, onMissingTestValue: { missing.record($0) })[
          UntestedKey.self]
    }
    #expect(missing.values.isEmpty)
  }

  @MainActor
  @Test func aFactoryWiresAFeatureFromTheContainer() async {
    struct UserListFactory {
      let dependencies: DependencyValues
      @MainActor func make() -> Store<UserList> {
        Store(
          initialState: .init(),
          feature: UserList(userService: dependencies.userService, clock: ContinuousClock()))
      }
    }
    let mock = MockUserService(users: [.bob])
    let store = UserListFactory(dependencies: .test { $0.userService = mock }).make()
    await store.send(.onAppear).finish()
    #expect(store.rows.map(\.name) == ["Bob"])
  }
}
