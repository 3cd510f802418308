import SwiftSyntax

/// `bidirectional-view-model`: a view model that holds navigation, services and analytics, or
/// that decides navigation after a use-case result.
struct BidirectionalViewModelRule: FileRule {
  static let description = RuleDescription(
    id: "bidirectional-view-model",
    name: "Bidirectional view model",
    summary:
      "A view model owns navigation together with services and analytics, or navigates after a use-case result.",
    explanation: """
      A view model that runs an operation, interprets its result, tracks analytics and tells \
      a router where to go next is a pile, not a flow — dependencies point both \
      ways and the screen cannot be reused in another journey. A view model should only turn \
      outcomes into renderable state. The rule reports an observable class (or one named \
      …ViewModel / …Presenter) that holds navigation AND a dependency it does asynchronous \
      work through AND analytics, or that — in one method — does that work and then \
      navigates. Roles are judged by what the code does, whatever the types are called: \
      navigation is a NavigationPath, or an object that stores one (or is named …Router, \
      …Coordinator, …Navigator); a working dependency is one whose calls are awaited, take a \
      completion closure, or are declared async in the project. A class that owns a \
      NavigationPath itself (or is named …Coordinator) is the flow: deciding navigation is its \
      job. The fix: report a screen event \
      (`onEvent(.loginCompleted)`) and let a flow or parent decide where to go; decorate the \
      use-case output for analytics; let a factory wire the pieces.
      """)

  let severity: Severity

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
  }

  private static let excludedSuffixes = [
    "Coordinator", "Router", "Flow", "Navigator", "Factory", "App",
  ]

  func check(_ file: LintFile, context: RuleContext) -> [Finding] {
    let index = context.index
    let naming = context.naming
    var findings: [Finding] = []
    for declaration in file.declarations where declaration.kind == .class {
      let name = declaration.name
      guard index.isObservable(name) || name.hasSuffix("ViewModel") || name.hasSuffix("Presenter"),
        !Self.excludedSuffixes.contains(where: name.hasSuffix), !name.contains("Coordinator"),
        !index.isView(name), !index.holdsNavigationPath(name),
        let group = declaration.node.asProtocol((any DeclGroupSyntax).self)
      else { continue }
      let stored = declaration.properties.filter { $0.isStored && !$0.isStatic }
      let navigation = stored.filter { isNavigation($0, naming: naming, index: index) }
      let navigationNames = Set(navigation.map(\.name))
      let working = workingDependencies(of: declaration, index: index)
      let services = stored.filter {
        !$0.isClosure && !navigationNames.contains($0.name)
          && (working.contains($0.name) || isService($0, naming: naming))
      }
      let analytics = stored.filter {
        naming.isAnalytics($0.inferredTypeName ?? "") || naming.isAnalytics($0.name)
      }
      guard !navigation.isEmpty, !services.isEmpty else { continue }

      var reasons: [String] = []
      var related: [RelatedLocation] = []
      if !analytics.isEmpty {
        reasons.append(
          "it holds navigation (\(list(navigation))), services (\(list(services))) and analytics "
            + "(\(list(analytics)))")
      }
      let decision = NavigationDecisionFinder(
        navigation: Set(navigation.map(\.name)), services: Set(services.map(\.name)))
      decision.walk(group.memberBlock)
      if let first = decision.decisions.first {
        reasons.append(
          "\(first.function) navigates (`\(first.navigation)`) after the result of `\(first.service)`"
        )
        related = decision.decisions.map {
          RelatedLocation(
            file: file.displayPath, position: file.position(of: $0.node), message: "navigates here")
        }
      }
      guard !reasons.isEmpty else { continue }
      findings.append(
        finding(
          in: file, at: declaration.node,
          "\(name) is a bidirectional view model: " + reasons.joined(separator: "; ")
            + "; emit a screen event and let a flow decide navigation"
            + (analytics.isEmpty ? "" : ", and decorate the use case for analytics"),
          symbol: declaration.qualifiedName, related: related))
    }
    return findings
  }

  private func list(_ properties: [PropertyDeclaration]) -> String {
    properties.map(\.name).joined(separator: ", ")
  }

  /// Stored properties the class is seen doing asynchronous work through: a call on them is
  /// awaited or passes a completion closure, or the project declares the called method async.
  private func workingDependencies(of declaration: TypeDeclaration, index: ProjectIndex) -> Set<
    String
  > {
    let types = Dictionary(
      declaration.properties.compactMap { p in p.inferredTypeName.map { (p.name, $0) } },
      uniquingKeysWith: { first, _ in first })
    var result: Set<String> = []
    for method in declaration.methods {
      for call in method.calls where !result.contains(call.receiver) {
        if call.asynchronous
          || types[call.receiver].map({ index.methodStartsWork(call.method, in: $0) }) == true
        {
          result.insert(call.receiver)
        }
      }
    }
    return result
  }

  private func isService(_ property: PropertyDeclaration, naming: NamingConventions) -> Bool {
    if let type = property.inferredTypeName {
      return naming.isServiceType(type) || naming.isUseCaseType(type)
    }
    return naming.isServiceName(property.name) || property.name.lowercased().hasSuffix("usecase")
  }

  private func isNavigation(
    _ property: PropertyDeclaration, naming: NamingConventions, index: ProjectIndex
  ) -> Bool {
    let type = property.inferredTypeName ?? ""
    if type == "NavigationPath" || naming.isNavigationType(type) || index.holdsNavigationPath(type)
    {
      return true
    }
    // A type the project declares is judged by what it holds, not by the property's name.
    if !type.isEmpty, index.declares(type) { return false }
    guard naming.navigationPropertyNames.contains(property.name) else { return false }
    if property.name == "path" {
      let text = property.typeText ?? ""
      return text.contains("Route") || text.contains("Destination")
        || text.contains("NavigationPath")
    }
    return true
  }

}

/// Finds methods that navigate after calling a service in the same method.
private final class NavigationDecisionFinder: SyntaxVisitor {
  struct Decision {
    var function: String
    var service: String
    var navigation: String
    var node: Syntax
  }

  let navigation: Set<String>
  let services: Set<String>
  private(set) var decisions: [Decision] = []
  private var currentFunction: String?
  private var firstServiceCall: String?

  init(navigation: Set<String>, services: Set<String>) {
    self.navigation = navigation
    self.services = services
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    currentFunction = SyntaxQueries.enclosingFunctionName(of: Syntax(node))
    firstServiceCall = nil
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    currentFunction = nil
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard currentFunction != nil, let (receiver, method) = SyntaxQueries.methodCall(node),
      let root = SyntaxQueries.rootIdentifier(of: receiver)
    else { return .visitChildren }
    if services.contains(root.name), firstServiceCall == nil {
      firstServiceCall = "\(receiver.trimmedDescription).\(method)"
    } else if navigation.contains(root.name) {
      recordNavigation(
        "\(receiver.trimmedDescription).\(method)(\(node.arguments.isEmpty ? "" : "…"))",
        node: Syntax(node))
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let (lhs, _, _) = SyntaxQueries.assignment(Syntax(node)),
      let root = SyntaxQueries.rootIdentifier(of: lhs), navigation.contains(root.name)
    {
      recordNavigation("\(lhs.trimmedDescription) = …", node: Syntax(node))
    }
    return .visitChildren
  }

  private func recordNavigation(_ text: String, node: Syntax) {
    guard let function = currentFunction, let service = firstServiceCall else { return }
    if decisions.last?.function == function { return }
    decisions.append(Decision(function: function, service: service, navigation: text, node: node))
  }
}
