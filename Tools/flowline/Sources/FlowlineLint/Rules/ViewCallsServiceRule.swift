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
      be previewed or tested without the real service (seed 000's "A View can call a \
      repository"). Seeds 001 and 004 put that call one layer down: the view sends an intent \
      (`viewModel.handle(event: .onRefresh)` / `await viewModel.loadRelatedFilms()`), and a \
      view model, interactor or use case owns the service and turns its result into state. \
      What counts as a service is decided by type (`…Service`, `…Repository`, `…Client`, \
      `…API`, `…Gateway`, `…DataSource`, configurable under `naming.serviceTypeSuffixes`) or, \
      when the type is unknown, by the property name; `Store` and `Manager` are not services \
      by default.
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
        for call in calls.calls {
          guard let description = classifier.serviceCall(call, properties: properties) else {
            continue
          }
          let memberName = SyntaxQueries.enclosingFunctionName(of: Syntax(call)) ?? "?"
          findings.append(
            finding(
              in: file, at: call,
              "\(declaration.name) calls the service `\(description)` directly; send an intent to "
                + "a view model or store that owns the use case, and render the state it publishes",
              symbol: "\(declaration.qualifiedName).\(memberName).\(description)"))
        }
      }
    }
    return findings
  }
}

/// Collects every call expression, skipping nested type declarations.
final class CallCollector: SyntaxVisitor {
  private(set) var calls: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    return .visitChildren
  }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
