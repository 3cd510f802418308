import SwiftSyntax

/// A held navigation property: its type, and whether it is itself a navigation path.
struct NavigationHolder {
  var type: String?
  var isPath: Bool

  init(property: PropertyDeclaration, classifier: NavigationCallClassifier) {
    type = property.inferredTypeName
    let text = property.typeText ?? type ?? ""
    isPath =
      type == "NavigationPath" || text.contains("NavigationPath")
      || (text.hasPrefix("[") && classifier.namesNavigationState(property.name))
  }
}

/// Finds methods that navigate after calling a service in the same method (its completion
/// closure and tasks included). Only a navigation step counts: a screen pushed, presented or
/// dismissed, a route set — not a banner, an alert or an event reported to the router.
final class NavigationDecisionFinder: SyntaxVisitor {
  struct Decision {
    var function: String
    var service: String
    var navigation: String
    var node: Syntax
  }

  private let holders: [String: NavigationHolder]
  private let services: Set<String>
  /// The class's own methods that call a working dependency, and the last such call.
  private let ownWork: [String: String]
  /// Held dependencies that may be invoked as functions (not navigation, not closures).
  private let invocable: Set<String>
  private let classifier: NavigationCallClassifier
  private(set) var decisions: [Decision] = []
  private var currentFunction: String?
  /// The method's work so far, in source order: what it calls and where.
  private var work: [(call: String, node: Syntax)] = []

  init(
    holders: [String: NavigationHolder], services: Set<String>, ownWork: [String: String],
    invocable: Set<String>, classifier: NavigationCallClassifier
  ) {
    self.holders = holders
    self.services = services
    self.ownWork = ownWork
    self.invocable = invocable
    self.classifier = classifier
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    currentFunction = SyntaxQueries.enclosingFunctionName(of: Syntax(node))
    work = []
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    currentFunction = nil
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard currentFunction != nil else { return .visitChildren }
    if let call = workCall(node) {
      work.append((call, Syntax(node)))
      return .visitChildren
    }
    guard let (receiver, method) = SyntaxQueries.methodCall(node),
      let (root, members) = Self.chain(receiver)
    else { return .visitChildren }
    if !work.isEmpty, let holder = holders[root],
      classifier.isNavigation(
        node, method: method, members: members, holderType: holder.type,
        holderIsPath: holder.isPath)
    {
      record(
        "\(receiver.trimmedDescription).\(method)(\(node.arguments.isEmpty ? "" : "…"))",
        node: Syntax(node))
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    if !work.isEmpty, let (lhs, _, _) = SyntaxQueries.assignment(Syntax(node)),
      let (root, members) = Self.chain(lhs), let holder = holders[root],
      holder.isPath || members.contains(where: classifier.namesNavigationState)
    {
      record("\(lhs.trimmedDescription) = …", node: Syntax(node))
    }
    return .visitChildren
  }

  /// The work a call does, described: a call on a working dependency
  /// (`repository.load(…)`), a held dependency invoked and awaited (`try await toggle()`, a
  /// use case called as a function), or the class's own method that works through a
  /// dependency, awaited or given a completion (`try await createItem(…)`).
  private func workCall(_ node: FunctionCallExprSyntax) -> String? {
    let working = SyntaxQueries.isAwaitedOrIterated(node) || SyntaxQueries.passesClosure(node)
    if let (receiver, method) = SyntaxQueries.methodCall(node),
      let (root, members) = Self.chain(receiver), services.contains(root),
      members.isEmpty || working
    {
      // Deeper in a held container (`services.log.record(…)`), only awaited work counts.
      return "\(receiver.trimmedDescription).\(method)"
    }
    guard working else { return nil }
    guard let name = SyntaxQueries.directProperty(node.calledExpression) else { return nil }
    if let work = ownWork[name] { return "\(name)(…)`, which calls `\(work)" }
    return invocable.contains(name) ? name : nil
  }

  private func record(_ text: String, node: Syntax) {
    // The first work this step can follow: not in another case or branch.
    guard let function = currentFunction,
      let service = work.first(where: { !Self.inOtherBranch(node, than: $0.node) })?.call
    else { return }
    if decisions.last?.function == function { return }
    decisions.append(Decision(function: function, service: service, navigation: text, node: node))
  }

  /// Whether `step` sits in another case of a `switch`, or the other branch of an `if`, than
  /// `work`: the two never run one after the other (`case .save: await save()` and
  /// `case .close: router.dismiss()`).
  static func inOtherBranch(_ step: Syntax, than work: Syntax) -> Bool {
    func contains(_ outer: Syntax, _ inner: Syntax) -> Bool {
      inner.position >= outer.position && inner.endPosition <= outer.endPosition
    }
    var node = step
    while let parent = node.parent {
      if node.is(SwitchCaseSyntax.self), let cases = parent.as(SwitchCaseListSyntax.self) {
        if contains(parent, work), !contains(node, work) {
          return cases.contains { Syntax($0) != node && contains(Syntax($0), work) }
        }
      } else if node.is(CodeBlockSyntax.self), let branch = parent.as(IfExprSyntax.self) {
        let other: Syntax? =
          Syntax(branch.body) == node ? branch.elseBody.map(Syntax.init) : Syntax(branch.body)
        if let other, contains(other, work) { return true }
      } else if node.is(IfExprSyntax.self), let branch = parent.as(IfExprSyntax.self),
        contains(Syntax(branch.body), work)
      {
        // `else if`: the step is in a later branch of the chain than the work.
        return true
      }
      node = parent
    }
    return false
  }

  /// The held property an expression starts from and the member names after it:
  /// `self.router?.path` → (`router`, [`path`]). A call or a subscript in the chain ends it.
  static func chain(_ expression: ExprSyntax) -> (root: String, members: [String])? {
    var members: [String] = []
    var current = TypeNames.unwrapEffects(expression)
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        members.append(member.declName.baseName.text)
        current = base
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        if reference.baseName.tokenKind == .keyword(.self) {
          guard let last = members.popLast() else { return nil }
          return (last, members.reversed())
        }
        return (reference.baseName.text, members.reversed())
      } else {
        return nil
      }
    }
  }
}
