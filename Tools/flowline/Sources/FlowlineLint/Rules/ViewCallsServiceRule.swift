import SwiftSyntax

/// `view-calls-service`: a view calls a repository, service or API client directly.
struct ViewCallsServiceRule: FileRule {
  static let description = RuleDescription(
    id: "view-calls-service",
    name: "View calls a service",
    summary: "A view calls a repository, service or API client directly.",
    explanation: """
      When a view calls `repository.fetch…()` or `APIClient.shared.load…()` itself — in a \
      button action, in `.task`, anywhere — the data flow becomes bidirectional: the view \
      triggers application work, interprets its result and mutates state, so it can no longer \
      be previewed or tested without the real service. Put that call one layer down: the view sends an intent \
      (`viewModel.handle(event: .onRefresh)` / `await viewModel.loadRelatedFilms()`), and a \
      view model, interactor or use case owns the service and turns its result into state. \
      A receiver is a service by its type (`…Service`, `…Repository`, `…Client`, `…API`, \
      `…Gateway`, `…DataSource`, configurable under `naming.serviceTypeSuffixes`) or, when the \
      type is unknown, by its name — but a name is never enough: the call must be seen to \
      start asynchronous work (it is awaited, takes a completion handler, feeds a publisher \
      pipeline, or the project declares the method `async`, with a completion parameter, or \
      with a body that awaits or starts a task; a class's method that is `async` only because \
      a protocol requires it and whose body awaits nothing is a synchronous read). A model \
      the view observes \
      (@ObservedObject, @StateObject, @EnvironmentObject, an ObservableObject or @Observable \
      class) is never a service, whatever it is called: calling it is sending an intent. A \
      service method passed by reference as an action (`.onAppear(perform: \
      loader.reload)`) counts too. `Store` and `Manager` are not service suffixes by default.
      """)

  let severity: Severity

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
  }

  func check(_ file: LintFile, context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    let classifier = ServiceClassifier(index: context.index, naming: context.naming)
    for declaration in file.declarations where context.index.isViewLayer(declaration.name) {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { continue }
      let properties = context.index.propertyMap(of: declaration.name)
      for member in group.memberBlock.flattenedMembers where !member.isNominalTypeDeclaration {
        let calls = CallCollector(viewMode: .sourceAccurate)
        calls.walk(member)
        var found: [(Syntax, String)] = calls.calls.compactMap { call in
          classifier.serviceCall(call, properties: properties).map { (Syntax(call), "`\($0)`") }
        }
        found += calls.references.compactMap { reference in
          classifier.serviceMethodReference(reference, properties: properties).map {
            (Syntax(reference), "`\($0)` (passed as an action)")
          }
        }
        for (node, description) in found {
          let memberName = SyntaxQueries.enclosingFunctionName(of: node) ?? "?"
          findings.append(
            finding(
              in: file, at: node,
              "\(declaration.name) calls the service \(description) directly; send an intent to "
                + "a view model or store that owns the use case, and render the state it publishes",
              symbol: "\(declaration.qualifiedName).\(memberName).\(description)"))
        }
      }
    }
    return findings
  }
}

/// Collects every call expression and every method reference passed as an argument
/// (`perform: loader.reload`), skipping nested type declarations.
final class CallCollector: SyntaxVisitor {
  private(set) var calls: [FunctionCallExprSyntax] = []
  private(set) var references: [MemberAccessExprSyntax] = []

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base != nil, node.parent?.is(LabeledExprSyntax.self) == true { references.append(node) }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }
  /// `#selector(Coordinator.editingDidBegin)` names a method for a target-action pair: the
  /// control calls it on its target, later; the view calls nothing.
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    ["selector", "keyPath"].contains(node.macroName.text) ? .skipChildren : .visitChildren
  }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
