import SwiftSyntax

/// An observable object a view keeps only to send it commands, whose state nothing reads.
extension ObservedObjectOwnedRule {
  /// Whether `owner`'s plain stored property `property`, holding a new `type`, is a command
  /// helper whose state no one reads:
  ///
  /// - every use of the property in `owner` (all its declarations) calls one of the class's
  ///   own methods as a statement (`helper.apply(choice)`, `try await helper.run()`), never
  ///   reading a member, binding to it, subscribing to it or handing the object on, so no view
  ///   and no other object ever sees this instance;
  /// - every mutable stored instance property of the class (and of the superclasses the
  ///   project declares) is only ever assigned in the class's own code, never read there:
  ///   state written and never read.
  ///
  /// A fresh instance per re-creation of the view then behaves exactly like the old one.
  static func isUnreadCommandHelper(
    _ property: String, of type: String, in owner: String, index: ProjectIndex
  ) -> Bool {
    let chain = [type] + index.superclasses(of: type)
    guard (index.declarations[type] ?? []).contains(where: { $0.kind == .class }) else {
      return false
    }
    var methods: Set<String> = []
    var variables: Set<String> = []
    for name in chain {
      for declaration in index.declarations[name] ?? [] {
        methods.formUnion(declaration.methods.filter { !$0.isStatic }.map(\.name))
        for stored in declaration.properties
        where stored.isStored && !stored.isStatic && !stored.isLet {
          variables.insert(stored.name)
        }
      }
    }
    guard !methods.isEmpty else { return false }
    var usesCommands = false
    for declaration in index.declarations[owner] ?? [] {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return false
      }
      let finder = CommandUseFinder(name: property, methods: methods)
      finder.walk(group.memberBlock)
      if finder.other { return false }
      usesCommands = usesCommands || finder.commands > 0
    }
    guard usesCommands else { return false }
    for name in chain {
      for declaration in index.declarations[name] ?? [] {
        guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
          return false
        }
        if readsAny(variables, in: group.memberBlock) { return false }
      }
    }
    return true
  }

  /// Whether code in `block` (not the properties' declarations, not static functions such as
  /// an `==`, which see this instance only if someone hands it to them) names one of
  /// `variables` other than as the target of a plain assignment (`icon = choice`, `self.icon =
  /// choice`).
  private static func readsAny(_ variables: Set<String>, in block: MemberBlockSyntax) -> Bool {
    guard !variables.isEmpty else { return false }
    for member in block.members {
      if let function = member.decl.as(FunctionDeclSyntax.self),
        SyntaxQueries.isStatic(function.modifiers)
      {
        continue
      }
      if readsAny(variables, in: Syntax(member)) { return true }
    }
    return false
  }

  private static func readsAny(_ variables: Set<String>, in member: Syntax) -> Bool {
    for token in member.tokens(viewMode: .sourceAccurate) where variables.contains(token.text) {
      guard case .identifier = token.tokenKind else { continue }
      // The declaration of the property itself.
      if token.parent?.is(IdentifierPatternSyntax.self) == true { continue }
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return true }
      var target = ExprSyntax(reference)
      if let access = reference.parent?.as(MemberAccessExprSyntax.self) {
        // `other.icon`: only `self.icon` is this object's own member.
        guard access.declName.id == reference.id,
          access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return true }
        target = ExprSyntax(access)
      }
      guard let sequence = target.parent?.parent?.as(SequenceExprSyntax.self),
        let (lhs, _, isCompound) = SyntaxQueries.assignment(Syntax(sequence)),
        lhs.id == target.id, !isCompound
      else { return true }
    }
    return false
  }
}

/// Sorts a view's uses of one property into method calls made as statements and anything else.
private final class CommandUseFinder: SyntaxVisitor {
  let name: String
  let methods: Set<String>
  private(set) var commands = 0
  private(set) var other = false

  init(name: String, methods: Set<String>) {
    self.name = name
    self.methods = methods
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let text = node.baseName.text
    guard text == name || text == "_" + name || text == "$" + name else { return .skipChildren }
    var use = ExprSyntax(node)
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
      // `other.name` is another value's member; `self.name` is the property.
      guard access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      else { return .skipChildren }
      use = ExprSyntax(access)
    }
    if text == name, isCommand(use) {
      commands += 1
    } else {
      other = true
    }
    return .skipChildren
  }

  /// `name.method(…)` whose result is dropped: the call is a whole statement (under `try` or
  /// `await` at most).
  private func isCommand(_ use: ExprSyntax) -> Bool {
    guard let access = use.parent?.as(MemberAccessExprSyntax.self), access.base?.id == use.id,
      methods.contains(access.declName.baseName.text),
      let call = access.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == access.id
    else { return false }
    var statement = Syntax(call)
    while let parent = statement.parent,
      parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
    {
      statement = parent
    }
    return statement.parent?.is(CodeBlockItemSyntax.self) == true
  }
}
