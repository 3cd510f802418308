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
  ///   project declares) that something writes after the object is made is only ever
  ///   assigned in the class's own code, never read there: state written and never read.
  ///
  /// A fresh instance per re-creation of the view then behaves exactly like the old one. So it
  /// does when the view also uses results (`faqs = await client.fetchFAQ()`) but the methods
  /// it calls — and the class's methods those call in turn — name none of the mutable stored
  /// properties: a stateless client, whatever state its other methods keep.
  static func isUnreadCommandHelper(
    _ property: String, of type: String, in owner: String, index: ProjectIndex
  ) -> Bool {
    let chain = [type] + index.superclasses(of: type)
    guard (index.declarations[type] ?? []).contains(where: { $0.kind == .class }) else {
      return false
    }
    var methods: Set<String> = []
    var variables: Set<String> = []
    var computed: Set<String> = []
    for name in chain {
      for declaration in index.declarations[name] ?? [] {
        methods.formUnion(declaration.methods.filter { !$0.isStatic }.map(\.name))
        // A `var` nothing writes after the object is made (`private var db =
        // Firestore.firestore()`) holds its first value for good, like a `let` — unless that
        // value is a new value of a project type, whose own work each instance makes anew
        // (`var users = UserManager()` registering listeners).
        for stored in declaration.properties
        where stored.isStored && !stored.isStatic && !stored.isLet
          && (index.mayWrite(stored.name, of: name) || makesProjectObject(stored, index: index))
        {
          variables.insert(stored.name)
        }
        computed.formUnion(
          declaration.properties.filter { !$0.isStored && !$0.isStatic }.map(\.name))
      }
    }
    guard !methods.isEmpty || !computed.isEmpty else { return false }
    var called: Set<String> = []
    var usesResults = false
    for declaration in index.declarations[owner] ?? [] {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return false
      }
      let finder = CommandUseFinder(name: property, methods: methods, computed: computed)
      finder.walk(group.memberBlock)
      if finder.other { return false }
      called.formUnion(finder.commands)
      usesResults = usesResults || finder.usesResults
    }
    guard !called.isEmpty else { return false }
    if touchesNoState(called, variables: variables, chain: chain, index: index) { return true }
    guard !usesResults else { return false }
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

  /// Whether the instance methods and computed properties `called` of the classes in `chain`,
  /// and every method or computed property of theirs those name in turn, name none of
  /// `variables` (the mutable stored properties) in their bodies. A method the chain does not
  /// declare with a body (a protocol extension's, a library superclass's) cannot be read and
  /// fails the test.
  private static func touchesNoState(
    _ called: Set<String>, variables: Set<String>, chain: [String], index: ProjectIndex
  ) -> Bool {
    var functions: [String: [Syntax?]] = [:]
    for name in chain {
      for declaration in index.declarations[name] ?? [] {
        guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
          return false
        }
        for (name, body) in group.memberBlock.callableBodies(includingStatic: false) {
          functions[name, default: []].append(body)
        }
      }
    }
    var pending = Array(called)
    var seen = called
    while let method = pending.popLast() {
      guard let declarations = functions[method] else { return false }
      for function in declarations {
        guard let body = function else { return false }
        let locals = localNames(in: body)
        for token in body.tokens(viewMode: .sourceAccurate) {
          guard case .identifier = token.tokenKind else { continue }
          if variables.contains(token.text), namesOwnMember(token, locals: locals) { return false }
          if functions[token.text] != nil, seen.insert(token.text).inserted {
            pending.append(token.text)
          }
        }
      }
    }
    return true
  }

  /// Whether `property` starts as a new value of a type the project declares
  /// (`= UserManager()`).
  private static func makesProjectObject(_ property: PropertyDeclaration, index: ProjectIndex)
    -> Bool
  {
    guard case .construction(let type) = property.initialValue else { return false }
    return index.declaresOwnType(type)
  }

  /// Whether an `@ObservedObject` default is a command helper whose state nothing reads
  /// (``isUnreadCommandHelper(_:of:in:index:)``) that announces no change by hand and does not
  /// keep itself up to date: a re-render of the view depends on nothing it holds.
  static func isUnreadObservedCommandHelper(
    _ property: String, of type: String, in owner: String, index: ProjectIndex
  ) -> Bool {
    !namesObjectWillChange(type, index: index) && !updatesItself(type, index: index)
      && isUnreadCommandHelper(property, of: type, in: owner, index: index)
  }

  /// Whether the class `type` or a project superclass names `objectWillChange` anywhere (it
  /// announces changes by hand, perhaps relaying an object it holds).
  private static func namesObjectWillChange(_ type: String, index: ProjectIndex) -> Bool {
    ([type] + index.superclasses(of: type)).contains { name in
      (index.declarations[name] ?? []).contains { declaration in
        declaration.node.tokens(viewMode: .sourceAccurate).contains {
          $0.tokenKind == .identifier("objectWillChange")
        }
      }
    }
  }

  /// The names a body binds itself (its function's parameters, `let xp = …`, `for item in …`,
  /// closure parameters).
  private static func localNames(in body: Syntax) -> Set<String> {
    var names: Set<String> = []
    for parameter in body.parent?.as(FunctionDeclSyntax.self)?.signature.parameterClause
      .parameters ?? []
    {
      names.insert((parameter.secondName ?? parameter.firstName).text)
    }
    for token in body.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      if (token.parent?.is(IdentifierPatternSyntax.self) == true && !isShorthandBinding(token))
        || token.parent?.is(ClosureShorthandParameterSyntax.self) == true
        || token.parent?.is(ClosureParameterSyntax.self) == true
      {
        names.insert(name)
      }
    }
    return names
  }

  /// Whether `token`, spelled like one of the object's stored properties, names that property:
  /// a bare reference no local of the body shadows, or `self.name` (not `manager.name`, another
  /// object's member, nor a label or a local's own declaration).
  private static func namesOwnMember(_ token: TokenSyntax, locals: Set<String>) -> Bool {
    // `if let level { … }` reads the property `level`.
    if isShorthandBinding(token) { return true }
    guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else {
      // A label, a parameter or a local's declaration names no property; anything else
      // unexpected is taken as a use.
      return
        !(token.parent?.is(LabeledExprSyntax.self) == true
        || token.parent?.is(FunctionParameterSyntax.self) == true
        || token.parent?.is(IdentifierPatternSyntax.self) == true)
    }
    if let access = reference.parent?.as(MemberAccessExprSyntax.self),
      access.declName.id == reference.id
    {
      guard var base = access.base else { return true }
      // `self?.cache`, `self!.cache`: still this object's member.
      if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
      if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
      return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
    return !locals.contains(token.text)
  }

  /// Whether `token` is the name of an `if let name` / `guard let name` shorthand binding,
  /// which reads the property or variable of that name.
  private static func isShorthandBinding(_ token: TokenSyntax) -> Bool {
    guard let pattern = token.parent?.as(IdentifierPatternSyntax.self),
      let binding = pattern.parent?.as(OptionalBindingConditionSyntax.self)
    else { return false }
    return binding.initializer == nil
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
      // An argument or parameter label (`Request(password: …)`) names no property.
      if token.parent?.is(LabeledExprSyntax.self) == true
        || token.parent?.is(FunctionParameterSyntax.self) == true
      {
        continue
      }
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return true }
      var target = ExprSyntax(reference)
      if let access = reference.parent?.as(MemberAccessExprSyntax.self) {
        guard access.declName.id == reference.id, let base = access.base else { return true }
        // `Registry.shared.password`: a member of another type's object, not this one's.
        if isAnotherTypesMember(base) { continue }
        // `other.icon`: only `self.icon` is this object's own member.
        guard base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
          return true
        }
        target = ExprSyntax(access)
      }
      // `states[0] = value` writes an element, as `states = value` writes the whole.
      if let subscriptCall = target.parent?.as(SubscriptCallExprSyntax.self),
        subscriptCall.calledExpression.id == target.id
      {
        target = ExprSyntax(subscriptCall)
      }
      guard let sequence = target.parent?.parent?.as(SequenceExprSyntax.self),
        let (lhs, _, isCompound) = SyntaxQueries.assignment(Syntax(sequence)),
        lhs.id == target.id, !isCompound
      else { return true }
    }
    return false
  }

  /// Whether a member access's base is rooted in a type's name (`Registry.shared`,
  /// `Settings.current`): another type's object, not this instance.
  private static func isAnotherTypesMember(_ base: ExprSyntax) -> Bool {
    var current = base
    while let access = current.as(MemberAccessExprSyntax.self), let inner = access.base {
      current = inner
    }
    guard let root = current.as(DeclReferenceExprSyntax.self),
      case .identifier(let name) = root.baseName.tokenKind
    else { return false }
    return TypeNames.isTypeLike(name)
  }
}

/// Sorts a view's uses of one property into calls of the class's methods (made as statements,
/// or whose results are used) and anything else.
private final class CommandUseFinder: SyntaxVisitor {
  let name: String
  let methods: Set<String>
  /// The class's computed instance properties: reading one (`generator.isAvailable`) runs its
  /// getter, like a call whose result is used.
  let computed: Set<String>
  /// The methods called and computed properties read.
  private(set) var commands: Set<String> = []
  /// Some call's result is used (`faqs = await client.fetchFAQ()`), not only dropped.
  private(set) var usesResults = false
  private(set) var other = false

  init(name: String, methods: Set<String>, computed: Set<String> = []) {
    self.name = name
    self.methods = methods
    self.computed = computed
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
    if text == name, let access = use.parent?.as(MemberAccessExprSyntax.self),
      access.base?.id == use.id, computed.contains(access.declName.baseName.text),
      access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != access.id
    {
      commands.insert(access.declName.baseName.text)
      usesResults = true
      return .skipChildren
    }
    guard text == name, let call = methodCall(on: use) else {
      other = true
      return .skipChildren
    }
    commands.insert(call.method)
    usesResults = usesResults || !call.isStatement
    return .skipChildren
  }

  /// `name.method(…)` calling one of the class's methods, and whether the call is a whole
  /// statement (under `try` or `await` at most: its result dropped).
  private func methodCall(on use: ExprSyntax) -> (method: String, isStatement: Bool)? {
    guard let access = use.parent?.as(MemberAccessExprSyntax.self), access.base?.id == use.id,
      methods.contains(access.declName.baseName.text),
      let call = access.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == access.id
    else { return nil }
    var statement = Syntax(call)
    while let parent = statement.parent,
      parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
    {
      statement = parent
    }
    return (access.declName.baseName.text, statement.parent?.is(CodeBlockItemSyntax.self) == true)
  }
}
