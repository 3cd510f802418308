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
  /// The method's work so far, in source order: what it calls, where, and whether its
  /// outcome reaches what follows by itself (its result is used, or it throws).
  private var work: [(call: String, node: Syntax, hasOutcome: Bool)] = []

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
      work.append((call, Syntax(node), Self.resultIsUsed(node) || Self.isThrowing(node)))
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
    if let (receiver, method) = SyntaxQueries.methodCall(node),
      classifier.presentsFeedback(receiver: receiver.trimmedDescription, method: method)
    {
      return nil
    }
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
    // The first work this step can follow (not in another case or branch) and whose result
    // can decide it: preferably one whose result is read or that throws, or whose completion
    // takes the step, else one the step is conditional after.
    let candidates = work.filter {
      !Self.inOtherBranch(node, than: $0.node)
        && (!Self.contains($0.node, node) || Self.isCompletion(node, of: $0.node))
    }
    guard let function = currentFunction,
      let service =
        (candidates.first { $0.hasOutcome || Self.contains($0.node, node) }
        ?? candidates.first { Self.isConditional(node, after: $0.node) })?.call
    else { return }
    if decisions.last?.function == function { return }
    decisions.append(Decision(function: function, service: service, navigation: text, node: node))
  }

  // The work's result can decide a step when the result is used or the call throws (failing
  // skips the step), when the step is in the work's own closure (a completion handler), or
  // when the step is taken conditionally after the work. A call whose result is dropped — it
  // returns nothing, or nobody reads it — followed by a step taken anyway (haptic feedback
  // played, then a screen presented) only runs before the navigation; it does not decide it.

  /// Whether `step`, inside the call `work`, runs as the work's own completion: the outermost
  /// closure around it is an argument or trailing closure of that call. A closure inside a
  /// value handed to the call (an alert's button action, a spec's callback) is stored and run
  /// later, on someone else's event; it does not follow the work's result.
  static func isCompletion(_ step: Syntax, of work: Syntax) -> Bool {
    guard let call = work.as(FunctionCallExprSyntax.self) else { return true }
    var outermost: ClosureExprSyntax?
    var node = step
    while let parent = node.parent, parent.id != work.id {
      if let closure = parent.as(ClosureExprSyntax.self) { outermost = closure }
      node = parent
    }
    guard let outermost else { return true }
    if call.trailingClosure?.id == outermost.id
      || call.additionalTrailingClosures.contains(where: { $0.closure.id == outermost.id })
    {
      return true
    }
    return call.arguments.contains { argument in
      TypeNames.unwrapEffects(argument.expression).id == ExprSyntax(outermost).id
    }
  }

  /// Whether a call's value is read: it is not a statement of its own or `_ = call`.
  static func resultIsUsed(_ call: FunctionCallExprSyntax) -> Bool {
    let node = SyntaxQueries.effectWrapper(of: Syntax(call))
    guard let parent = node.parent else { return false }
    if parent.is(CodeBlockItemSyntax.self) { return false }
    if let sequence = parent.as(ExprListSyntax.self) {
      let items = Array(sequence)
      return
        !(items.count == 3 && items[0].is(DiscardAssignmentExprSyntax.self)
        && items[1].is(AssignmentExprSyntax.self) && items[2].id == node.id)
    }
    if let infix = parent.as(InfixOperatorExprSyntax.self), infix.rightOperand.id == node.id,
      infix.leftOperand.is(DiscardAssignmentExprSyntax.self)
    {
      return false
    }
    return true
  }

  /// Whether a call is marked `try` (not `try?` or `try!`): when it fails, what follows in
  /// its scope does not run.
  static func isThrowing(_ call: FunctionCallExprSyntax) -> Bool {
    var node = Syntax(call)
    while let parent = node.parent, !parent.is(CodeBlockItemSyntax.self),
      !parent.is(ClosureExprSyntax.self)
    {
      if let marked = parent.as(TryExprSyntax.self), marked.questionOrExclamationMark == nil {
        return true
      }
      node = parent
    }
    return false
  }

  /// Whether `step` is taken only on a condition checked after `work`: it sits in an `if`,
  /// `guard`, `switch`, loop or `catch` that does not contain the work, or a `guard` (or an
  /// `if`/`switch` that leaves early) stands between the two.
  static func isConditional(_ step: Syntax, after work: Syntax) -> Bool {
    var node = step
    while let parent = node.parent, !parent.is(FunctionDeclSyntax.self) {
      if !contains(parent, work),
        parent.is(IfExprSyntax.self) || parent.is(GuardStmtSyntax.self)
          || parent.is(SwitchExprSyntax.self) || parent.is(WhileStmtSyntax.self)
          || parent.is(RepeatStmtSyntax.self) || parent.is(ForStmtSyntax.self)
          || parent.is(CatchClauseSyntax.self) || parent.is(TernaryExprSyntax.self)
      {
        return true
      }
      if let items = parent.as(CodeBlockItemListSyntax.self) {
        for item in items
        where item.position >= work.endPosition && item.endPosition <= node.position {
          let statement = Syntax(item.item)
          if statement.is(GuardStmtSyntax.self) || leavesEarly(statement) { return true }
        }
      }
      node = parent
    }
    return false
  }

  /// An `if` or `switch` statement that can return, throw, break or continue.
  private static func leavesEarly(_ statement: Syntax) -> Bool {
    var expression = statement
    if let wrapped = statement.as(ExpressionStmtSyntax.self) {
      expression = Syntax(wrapped.expression)
    }
    guard expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) else {
      return false
    }
    return expression.tokens(viewMode: .sourceAccurate).contains { token in
      [.keyword(.return), .keyword(.throw), .keyword(.break), .keyword(.continue)].contains(
        token.tokenKind)
    }
  }

  /// Whether `inner` lies within `outer`.
  static func contains(_ outer: Syntax, _ inner: Syntax) -> Bool {
    inner.position >= outer.position && inner.endPosition <= outer.endPosition
  }

  /// Whether `step` sits in another case of a `switch`, or the other branch of an `if`, than
  /// `work`: the two never run one after the other (`case .save: await save()` and
  /// `case .close: router.dismiss()`).
  static func inOtherBranch(_ step: Syntax, than work: Syntax) -> Bool {
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
