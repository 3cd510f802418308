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
    }
  }

  @Test func aTestThatDidNotProvideADependencyFailsNamingItAndNeverGetsTheLiveValue() {
    let values = DependencyValues(context: .test)
    var service: (any Clock2Service)?
    withKnownIssue {
      service = values[UntestedKey.self]
    } matching: { issue in
      let text = issue.description
      return text.contains("UntestedKey") && text.contains("Clock2Service")
    }
    #expect(service?.name == "preview")
  }

  @Test func aProvidedOrDeclaredTestValueReportsNothing() {
    // Any issue reported here fails this test.
    var values = DependencyValues(context: .test)
    _ = values[GreeterKey.self]
    values[UntestedKey.self] = NamedService(name: "provided")
    #expect(values[UntestedKey.self].name == "provided")
    #expect(
      DependencyValues.test { $0[UntestedKey.self] = NamedService(name: "x") }[
        UntestedKey.self
      ].name == "x")
  }

  @Test func liveAndPreviewContextsNeverReportMissingTestValues() {
    // Any issue reported here fails this test.
    #expect(DependencyValues(context: .live)[UntestedKey.self].name == "live")
    #expect(DependencyValues(context: .preview)[UntestedKey.self].name == "preview")
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
