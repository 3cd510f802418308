import SwiftSyntax

/// Small structural queries over swift-syntax trees shared by the collectors and rules.
enum SyntaxQueries {
  /// The assignment `expression` is the target of (`expression = rhs`, `expression += rhs`),
  /// in a folded or an unfolded tree.
  static func assignment(to expression: ExprSyntax) -> (rhs: ExprSyntax, isCompound: Bool)? {
    let holder: Syntax?
    if let list = expression.parent?.as(ExprListSyntax.self) {
      holder = list.parent
    } else {
      holder = expression.parent
    }
    guard let holder, let (lhs, rhs, isCompound) = assignment(holder), lhs.id == expression.id
    else { return nil }
    return (rhs, isCompound)
  }

  /// The left- and right-hand sides of an assignment (`a = b`, `a += b`), whether the parser
  /// left it as an unfolded sequence or it was folded.
  static func assignment(_ node: Syntax) -> (lhs: ExprSyntax, rhs: ExprSyntax, isCompound: Bool)? {
    if let sequence = node.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count >= 3 else { return nil }
      if elements[1].is(AssignmentExprSyntax.self) {
        return (elements[0], elements[2], false)
      }
      if let op = elements[1].as(BinaryOperatorExprSyntax.self),
        isCompoundAssignment(op.operator.text)
      {
        return (elements[0], elements[2], true)
      }
      return nil
    }
    if let infix = node.as(InfixOperatorExprSyntax.self) {
      if infix.operator.is(AssignmentExprSyntax.self) {
        return (infix.leftOperand, infix.rightOperand, false)
      }
      if let op = infix.operator.as(BinaryOperatorExprSyntax.self),
        isCompoundAssignment(op.operator.text)
      {
        return (infix.leftOperand, infix.rightOperand, true)
      }
    }
    return nil
  }

  /// Whether an operator is a compound assignment (`+=`, `<<=`, `??=`, `&+=`): it ends in `=`
  /// and is not a comparison — `==`, `!=`, `<=`, `>=`, `===`, `!==`, the pattern match `~=`
  /// (`if range ~= index`), or a pointwise comparison of SIMD types (`.==`, `.<=`).
  static func isCompoundAssignment(_ text: String) -> Bool {
    text.count >= 2 && text.hasSuffix("=") && !text.hasPrefix(".")
      && !["==", "!=", "<=", ">=", "===", "!==", "~="].contains(text)
  }

  /// The root identifier of an lvalue or member chain: `self.a.b[0]` → `("a", viaSelf: true)`,
  /// `cache[key]` → `("cache", false)`, `Foo.shared.x` → `("Foo", false)`. A call in the
  /// chain ends it with `nil` (`a.b().c` writes to a temporary), which also keeps a walk over a
  /// long modifier chain linear.
  static func rootIdentifier(of expression: ExprSyntax) -> (name: String, viaSelf: Bool)? {
    var current = TypeNames.unwrapEffects(expression)
    var lastMember: String?
    while true {
      if let member = current.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return nil }
        lastMember = member.declName.baseName.text
        current = base
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        if name == "self", let lastMember { return (lastMember, true) }
        return (name, false)
      } else {
        return nil
      }
    }
  }

  /// Whether nothing uses `call`'s result: it is a statement of its own (under `try`, `try?`
  /// or `await` at most; the one statement of a closure counts, though it is the closure's
  /// value), or it is discarded (`_ = try? await call`).
  static func resultIsDropped(_ call: FunctionCallExprSyntax) -> Bool {
    let node = effectWrapper(of: Syntax(call))
    guard let parent = node.parent else { return false }
    if parent.is(CodeBlockItemSyntax.self) { return true }
    if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      return elements.count == 3 && elements[0].is(DiscardAssignmentExprSyntax.self)
        && elements[1].is(AssignmentExprSyntax.self) && elements[2].id == node.id
        && sequence.parent?.is(CodeBlockItemSyntax.self) == true
    }
    if let infix = parent.as(InfixOperatorExprSyntax.self) {
      return infix.leftOperand.is(DiscardAssignmentExprSyntax.self)
        && infix.operator.is(AssignmentExprSyntax.self) && infix.rightOperand.id == node.id
        && infix.parent?.is(CodeBlockItemSyntax.self) == true
    }
    return false
  }

  /// The name of the member a call invokes (`a.b.fetch()` → `fetch`) and its receiver.
  static func methodCall(_ call: FunctionCallExprSyntax) -> (receiver: ExprSyntax, method: String)?
  {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base
    else { return nil }
    return (base, member.declName.baseName.text)
  }

  /// The name a call is made through: `VStack {}` → `VStack`, `.overlay {}` → `overlay`,
  /// `view.task {}` → `task`, `Foo<Bar>()` → `Foo`.
  static func calleeName(_ callee: ExprSyntax) -> String? {
    if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = callee.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if name == "init", let base = member.base { return calleeName(base) }
      return name
    }
    if let specialization = callee.as(GenericSpecializationExprSyntax.self) {
      return calleeName(specialization.expression)
    }
    return nil
  }

  /// The innermost enclosing function-like member name (`submit(email:password:)`).
  static func enclosingFunctionName(of node: Syntax) -> String? {
    var current: Syntax? = node
    while let node = current {
      if let function = node.as(FunctionDeclSyntax.self) {
        let labels = function.signature.parameterClause.parameters.map {
          "\($0.firstName.text):"
        }
        return "\(function.name.text)(\(labels.joined()))"
      }
      if node.is(InitializerDeclSyntax.self) { return "init" }
      if let binding = node.as(PatternBindingSyntax.self),
        let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
      {
        return identifier.identifier.text
      }
      current = node.parent
    }
    return nil
  }

  /// Attribute names on a declaration (`@MainActor @Observable` → `["MainActor", "Observable"]`).
  static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
    attributes.compactMap { element in
      guard case .attribute(let attribute) = element else { return nil }
      return TypeNames.simpleName(of: attribute.attributeName)
    }
  }

  /// The simple names a declaration inherits from or conforms to (`: View, Equatable` →
  /// `["View", "Equatable"]`).
  static func inheritedTypeNames(_ clause: InheritanceClauseSyntax?) -> [String] {
    clause?.inheritedTypes.compactMap { TypeNames.simpleName(of: $0.type) } ?? []
  }

  /// Whether `node` is preview scaffolding: a `#Preview { … }` macro (as a declaration or an
  /// expression) or a type conforming to `PreviewProvider`. What it builds is not app code.
  static func isPreviewScaffold(_ node: Syntax) -> Bool {
    if let macro = node.as(MacroExpansionDeclSyntax.self) {
      return macro.macroName.text == "Preview"
    }
    if let macro = node.as(MacroExpansionExprSyntax.self) {
      return macro.macroName.text == "Preview"
    }
    guard let group = node.asProtocol((any DeclGroupSyntax).self) else { return false }
    return inheritedTypeNames(group.inheritanceClause).contains("PreviewProvider")
  }

  /// Whether `call` starts a detached task: `Task.detached { … }`, `Task<Void, Never>.detached`
  /// (not a project's own `detached()`, such as a database object's copy).
  static func isDetachedTask(_ call: FunctionCallExprSyntax) -> Bool {
    guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
      access.declName.baseName.text == "detached", let base = access.base
    else { return false }
    let text = base.trimmedDescription
    return text == "Task" || text.hasPrefix("Task<")
  }

  /// Whether a declaration is spelled `public` or `open` (an API other packages may use).
  static func isPublic(_ node: Syntax) -> Bool {
    guard let modifiers = node.asProtocol((any WithModifiersSyntax).self)?.modifiers else {
      return false
    }
    let level = accessLevel(modifiers)
    return level == .public || level == .open
  }

  /// The `@Name(...)` attribute with the given name, if present.
  static func attribute(named name: String, in attributes: AttributeListSyntax) -> AttributeSyntax?
  {
    for element in attributes {
      if case .attribute(let attribute) = element,
        TypeNames.simpleName(of: attribute.attributeName) == name
      {
        return attribute
      }
    }
    return nil
  }

  /// The statements of a computed property's getter: `var x: T { … }` or
  /// `var x: T { get { … } }`; `nil` for a stored property or one without a getter body.
  static func getterStatements(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
    switch binding.accessorBlock?.accessors {
    case .getter(let statements): return statements
    case .accessors(let list):
      return list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    case nil: return nil
    }
  }

  /// The one expression a body of one statement yields: `expr` or `return expr`.
  static func singleExpression(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
  }

  /// The names of a function's closure parameters (`completion`, `handler`), as its body calls
  /// them: parameters of a function type, optional or attributed (`@escaping`).
  static func closureParameterNames(of signature: FunctionSignatureSyntax) -> Set<String> {
    Set(
      signature.parameterClause.parameters.filter { TypeNames.isFunctionType($0.type) }.map {
        ($0.secondName ?? $0.firstName).text
      })
  }

  /// The names a closure's parameters bind (`{ name in … }`, `{ (name: T) in … }`), in order.
  static func parameterNames(of closure: ClosureExprSyntax) -> [String] {
    switch closure.signature?.parameterClause {
    case .simpleInput(let list): return list.map(\.name.text)
    case .parameterClause(let clause):
      return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: return []
    }
  }

  /// The access level written in a modifier list, ignoring setter-only forms like `private(set)`.
  static func accessLevel(_ modifiers: DeclModifierListSyntax) -> AccessLevel? {
    for modifier in modifiers where modifier.detail == nil {
      if let level = AccessLevel(rawValue: modifier.name.text) { return level }
    }
    return nil
  }

  /// Whether a modifier list contains `static` or `class`.
  static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
  }

}

extension MemberBlockSyntax {
  /// The functions and computed properties the block declares (`#if` branches included), each
  /// with its name and its body — a function's block, a computed property's accessors; `nil`
  /// for a function without a body (a protocol's requirement). Static members only with
  /// `includingStatic`; stored properties (those with an initial value or no accessors) never.
  func callableBodies(includingStatic: Bool) -> [(name: String, body: Syntax?)] {
    var result: [(name: String, body: Syntax?)] = []
    for member in flattenedMembers {
      if let function = member.as(FunctionDeclSyntax.self),
        includingStatic || !SyntaxQueries.isStatic(function.modifiers)
      {
        result.append((function.name.text, function.body.map(Syntax.init)))
      } else if let variable = member.as(VariableDeclSyntax.self),
        includingStatic || !SyntaxQueries.isStatic(variable.modifiers),
        let binding = variable.bindings.first, let accessors = binding.accessorBlock,
        binding.initializer == nil,
        let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
      {
        result.append((identifier.identifier.text, Syntax(accessors)))
      }
    }
    return result
  }

  /// The member declarations, including those inside `#if` blocks (every branch).
  var flattenedMembers: [DeclSyntax] {
    var result: [DeclSyntax] = []
    func add(_ items: MemberBlockItemListSyntax) {
      for item in items {
        if let conditional = item.decl.as(IfConfigDeclSyntax.self) {
          for clause in conditional.clauses {
            if case .decls(let nested) = clause.elements { add(nested) }
          }
        } else {
          result.append(item.decl)
        }
      }
    }
    add(members)
    return result
  }

}
