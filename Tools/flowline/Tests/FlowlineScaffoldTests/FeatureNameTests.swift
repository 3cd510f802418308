import FlowlineScaffold
import Testing

@Suite("Feature names")
struct FeatureNameTests {
  @Test("an UpperCamelCase name is accepted")
  func valid() throws {
    #expect(try FeatureName("UserProfile").rawValue == "UserProfile")
  }
}
