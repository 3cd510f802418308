import Testing

@testable import FlowlineLint

@Suite("Inline suppression")
struct SuppressionTests {
  private let source = """
    import SwiftUI

    struct CounterView: View {
      // flowline:disable:next state-not-private -- the preview sets it
      @State var count = 0

      @State var other = 0  // flowline:disable:this state-not-private
      // flowline:disable:next prop-drilling

      @State var third = 0
      @State var fourth = 0
      var body: some View { Text("\\(count)") }
    }
    """

  @Test("disable:next skips blank and comment lines; disable:this covers its own line")
  func lineDirectives() async {
    let result = await lint(source)
    #expect(result.findings.map(\.position.line) == [10, 11])
    #expect(result.suppressedCount == 2)
  }

  @Test("a file-level directive silences the rule in the whole file")
  func fileDirective() async {
    let result = await lint("// flowline:disable state-not-private\n" + source)
    #expect(result.findings.isEmpty)
  }

  @Test("`all` silences every rule")
  func allRules() async {
    let result = await lint(
      """
      struct V: View {
        // flowline:disable:next all
        @State var count = 0
        var body: some View { EmptyView() }
      }
      """)
    #expect(result.findings.isEmpty)
  }

  @Test("a directive for another rule does not silence this one")
  func otherRule() async {
    let result = await lint(
      """
      struct V: View {
        @State var count = 0  // flowline:disable:this god-object
        var body: some View { EmptyView() }
      }
      """)
    #expect(result.findings.map(\.ruleID) == ["state-not-private"])
  }
}
