import Testing

@testable import FlowlineLint

/// Behaviours that fixtures cannot show with markers alone: severities, messages, options.
@Suite("Rule behaviour")
struct RuleBehaviourTests {
  @Test("observed-object-owned reports X.shared one severity lower than X()")
  func sharedSeverity() async {
    let result = await lint(
      """
      final class M: ObservableObject {
        static let shared = M()
        @Published var count = 0
        func tick() { count += 1 }
      }
      struct A: View {
        @ObservedObject var a = M()
        @ObservedObject var b = M.shared
        var body: some View { Text("\\(a.count)") }
      }
      """)
    #expect(result.findings.map(\.severity) == [.warning, .note])
  }

  @Test("observed-object-owned suggests @State for @Observable classes")
  func observationFix() async {
    let result = await lint(
      """
      @Observable final class M { var count = 0 }
      struct A: View {
        let model = M()
        var body: some View { Button("\\(model.count)") { model.count += 1 } }
      }
      """)
    #expect(result.findings.first?.message.contains("@State private var") == true)
  }

  @Test("prop-drilling threshold is configurable")
  func minForwarders() async {
    let source = """
      struct Root: View { @State private var x = 0; var body: some View { Middle(x: $x) } }
      struct Middle: View { @Binding var x: Int; var body: some View { Leaf(x: $x) } }
      struct Leaf: View { @Binding var x: Int; var body: some View { Text("\\(x)").onTapGesture { x += 1 } } }
      """
    #expect(await lint(source).findings.isEmpty)
    var configuration = Configuration()
    configuration.rules["prop-drilling"] = RuleSettings(options: ["minForwarders": .number(1)])
    let findings = await lint(source, configuration: configuration).findings
    #expect(findings.map(\.ruleID) == ["prop-drilling"])
    #expect(findings.first?.related.count == 1)
  }

  @Test("god-object names the unrelated groups its readers fall into, and caps the reader notes")
  func godObjectMessage() async {
    var properties = ""
    for index in 0..<15 { properties += "  var p\(index) = 0\n" }
    var views = ""
    for index in 0..<4 {
      views += """
        struct V\(index): View {
          @Environment(Big.self) private var big
          var body: some View { Text("\\(big.p\(index))") }
        }

        """
    }
    let result = await lint("@Observable final class Big {\n\(properties)}\n" + views)
    let message = result.findings.first?.message ?? ""
    #expect(message.contains("15 mutable stored properties"))
    #expect(message.contains("4 views in 4 unrelated groups ({p0} {p1} {p2} …)"))
    #expect(message.hasSuffix("(1 more related location not listed)"))
    #expect(result.findings.first?.related.count == 3)
  }

  @Test("bidirectional-view-model cites the method that navigates, not one that shows a banner")
  func bidirectionalCitesNavigation() async {
    let result = await lint(
      """
      protocol Notes { func load(_ id: Int) async throws -> String; func archive() async throws }
      enum Sheet { case note(String) }
      final class NotesRouter {
        func show(element: Element) {}
        func present(_ sheet: Sheet) {}
      }
      enum Element { case errorMessage(String) }
      final class NotesViewModel {
        let notes: any Notes
        let router: NotesRouter
        init(notes: any Notes, router: NotesRouter) { self.notes = notes; self.router = router }
        func archive() async {
          do { try await notes.archive() } catch { router.show(element: .errorMessage("failed")) }
        }
        func open(_ id: Int) async {
          if let text = try? await notes.load(id) { router.present(.note(text)) }
        }
      }
      """)
    let messages = result.findings.map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("open(_:) calls `notes.load` and then navigates") == true)
    #expect(messages.first?.contains("`router.present(…)`") == true)
    #expect(result.findings.first?.related.count == 1)
  }

  @Test("bidirectional-view-model pairs a navigation step with work in its own switch case")
  func bidirectionalSwitchCases() async {
    let result = await lint(
      """
      import Combine
      protocol Orders { func place() async throws -> Int; func refresh() async }
      enum OrderRoute { case receipt(Int), help }
      final class OrderCoordinator { func navigate(to route: OrderRoute) {} }
      enum OrderAction { case refresh, help, place }
      final class OrderProcessor {
        let state = CurrentValueSubject<Int, Never>(0)
        let orders: any Orders
        let coordinator: OrderCoordinator
        init(orders: any Orders, coordinator: OrderCoordinator) {
          self.orders = orders; self.coordinator = coordinator
        }
        func perform(_ action: OrderAction) async {
          switch action {
          case .refresh: await orders.refresh()
          case .help: coordinator.navigate(to: .help)
          case .place:
            if let id = try? await orders.place() { coordinator.navigate(to: .receipt(id)) }
          }
        }
      }
      """)
    let messages = result.findings.map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("perform(_:) calls `orders.place` and then navigates") == true)
    #expect(result.findings.first?.related.count == 1)
    #expect(result.findings.first?.related.first?.position.line == 18)
  }

  @Test("navigation words are split by camel case, acronyms and punctuation")
  func navigationWords() {
    #expect(NavigationCallClassifier.words("showHomeScreen") == ["show", "home", "screen"])
    #expect(NavigationCallClassifier.words("openURLPage") == ["open", "url", "page"])
    #expect(NavigationCallClassifier.words("[AlertDestination]?") == ["alert", "destination"])
  }

  @Test("views are found by conformance, not by name")
  func semanticViews() async {
    let result = await lint(
      """
      struct ProfileView { @State var x = 0 }
      struct Plain: Hashable { @State var y = 0 }
      """)
    #expect(result.findings.isEmpty)
  }

  @Test("parse errors never abort: the note is reported with the other findings")
  func parseErrors() async {
    let result = await lint(
      "struct V: View {\n  @State var x = 0\n  var body: some View { Text(\"\n}\n")
    #expect(Set(result.findings.map(\.ruleID)) == ["parse-error", "state-not-private"])
    #expect(result.findings.first { $0.ruleID == "parse-error" }?.severity == .note)
  }
}
