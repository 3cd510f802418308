import SwiftSyntax

/// Records, for every stored property of every view declared or extended in a file, how the
/// view's members use it: forwarded unchanged to an initializer, read through a member, or
/// used otherwise.
///
/// Initializers are skipped (assigning an input is not using it), except a read of an input
/// the initializer stores under the same name beyond storing it (`model.start` seeding another
/// state), which is a use. A name that a member also
/// declares locally (a closure parameter, a local `let`) counts as a plain use wherever it
/// appears in that member: when we cannot tell which one a reference means, we assume the view
/// uses the property, which can only hide a finding, never invent one.
enum PropertyUsageCollector {
  static func collect(_ file: LintFile, index: ProjectIndex) -> ProjectFacts {
    var result: [String: [String: PropertyUsage]] = [:]
    var origins: [String: [String: ArgumentOrigins]] = [:]
    for declaration in file.declarations where index.isView(declaration.name) {
      guard
        declaration.kind == .struct || declaration.kind == .extension
          || declaration.kind == .enum || declaration.kind == .class,
        let group = declaration.node.asProtocol((any DeclGroupSyntax).self)
      else { continue }
      let all = index.properties(of: declaration.name)
      let names = Set(all.filter { $0.isStored && !$0.isStatic }.map(\.name))
      // Only environment models are asked whether they are used outside presentation.
      let presenting =
        all.contains { $0.wrapper == .environmentObject || $0.wrapper == .environment }
        ? PresentationMethods.find(in: declaration.name, index: index) : []
      for decl in group.memberBlock.flattenedMembers {
        if let initializer = decl.as(InitializerDeclSyntax.self) {
          // `init(model:) { self.model = model; _tab = State(initialValue: model.start) }`:
          // the view reads its input while it is made, beyond storing it.
          for name in InitializerInputReads.readParameters(of: initializer, storedAs: names) {
            result[declaration.name, default: [:]][name, default: PropertyUsage()].otherUses += 1
          }
          continue
        }
        if decl.isNominalTypeDeclaration { continue }
        let visitor = UsageVisitor(
          properties: names, file: file, index: index, scope: declaration.qualifiedName)
        if let function = decl.as(FunctionDeclSyntax.self),
          presenting.contains(function.name.text)
        {
          visitor.inPresentationMember = true
        }
        visitor.collectLocals(decl)
        visitor.walk(decl)
        for (name, usage) in visitor.usage {
          result[declaration.name, default: [:]][name, default: PropertyUsage()].merge(usage)
        }
        for (type, labels) in visitor.origins {
          for (label, found) in labels {
            origins[type, default: [:]][label, default: ArgumentOrigins()].merge(found)
          }
        }
      }
    }
    ConstructionSiteCounter.count(in: file, index: index, into: &origins)
    var facts = ProjectFacts()
    facts.merge(result)
    facts.argumentOrigins = origins
    return facts
  }
}

/// Counts every construction of a project view in a file, in any code (a view, a model, the
/// app delegate, a preview, top-level code), per initializer label, and those that pass a
/// constant binding for it.
private final class ConstructionSiteCounter: SyntaxVisitor {
  let file: LintFile
  let index: ProjectIndex
  /// Declaration node → its qualified name, to resolve a nested view's name from its scope.
  let scopes: [SyntaxIdentifier: String]
  var origins: [String: [String: ArgumentOrigins]] = [:]

  init(file: LintFile, index: ProjectIndex) {
    self.file = file
    self.index = index
    var scopes: [SyntaxIdentifier: String] = [:]
    for declaration in file.declarations { scopes[declaration.node.id] = declaration.qualifiedName }
    self.scopes = scopes
    super.init(viewMode: .sourceAccurate)
  }

  static func count(
    in file: LintFile, index: ProjectIndex, into origins: inout [String: [String: ArgumentOrigins]]
  ) {
    let counter = ConstructionSiteCounter(file: file, index: index)
    counter.walk(file.tree)
    for (type, labels) in counter.origins {
      for (label, found) in labels {
        origins[type, default: [:]][label, default: ArgumentOrigins()].merge(found)
      }
    }
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard !node.arguments.isEmpty, let name = TypeNames.typeName(ofCallee: node.calledExpression),
      index.viewSimpleNames.contains(TypeNames.lastComponent(name))
    else { return .visitChildren }
    var scope = ""
    var current = node.parent
    while let parent = current {
      if let name = scopes[parent.id] {
        scope = name
        break
      }
      current = parent.parent
    }
    guard
      let type = index.resolveCallee(node.calledExpression, inModule: file.module, scope: scope),
      index.isView(type)
    else { return .visitChildren }
    for argument in node.arguments {
      let label = argument.label?.text ?? ""
      origins[type, default: [:]][label, default: ArgumentOrigins()].sitesAnywhere += 1
      if Self.isConstantBinding(argument.expression) {
        origins[type, default: [:]][label, default: ArgumentOrigins()].constantBindings += 1
      }
    }
    return .visitChildren
  }

  /// `.constant(x)`, `Binding.constant(x)`, `Binding<T>.constant(x)`, `SwiftUI.Binding…`.
  static func isConstantBinding(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "constant", call.arguments.count == 1
    else { return false }
    guard let base = member.base else { return true }
    var text = base.trimmedDescription
    if text.hasPrefix("SwiftUI.") { text.removeFirst("SwiftUI.".count) }
    return text == "Binding" || text.hasPrefix("Binding<")
  }
}

extension DeclSyntax {
  /// Whether this declares a nested type (skipped: nested types are indexed on their own).
  var isNominalTypeDeclaration: Bool {
    self.is(StructDeclSyntax.self) || self.is(ClassDeclSyntax.self) || self.is(EnumDeclSyntax.self)
      || self.is(ActorDeclSyntax.self) || self.is(ProtocolDeclSyntax.self)
      || self.is(ExtensionDeclSyntax.self)
  }
}

private final class UsageVisitor: SyntaxVisitor {
  let properties: Set<String>
  let file: LintFile
  let index: ProjectIndex
  /// The dotted path of the type whose members are walked, which resolves nested names.
  let scope: String
  var locals: Set<String> = []
  /// Locals bound to a property and bound nowhere else in the member → the property.
  var aliases: [String: String] = [:]
  var usage: [String: PropertyUsage] = [:]
  var origins: [String: [String: ArgumentOrigins]] = [:]
  /// The walked member is a method the view refers to only inside presentations (a sheet's
  /// save handler, `onSave: save`): everything it uses is used in presentation.
  var inPresentationMember = false

  init(properties: Set<String>, file: LintFile, index: ProjectIndex, scope: String) {
    self.properties = properties
    self.file = file
    self.index = index
    self.scope = scope
    super.init(viewMode: .sourceAccurate)
  }

  /// Names the member declares itself, which may shadow a property.
  func collectLocals(_ decl: DeclSyntax) {
    let collector = LocalNameCollector(viewMode: .sourceAccurate)
    if let variable = decl.as(VariableDeclSyntax.self) {
      for binding in variable.bindings {
        if let accessors = binding.accessorBlock { collector.walk(accessors) }
        if let initializer = binding.initializer { collector.walk(initializer) }
      }
    } else {
      collector.walk(decl)
    }
    locals = collector.names.intersection(properties)
    // `@Bindable var model = model`, `let store = self.store`: a local bound to a property and
    // bound nowhere else in the member is the property under a local name (one named like
    // another property is ambiguous and left out).
    aliases = collector.boundTo.filter { alias, property in
      properties.contains(property) && collector.bindingCounts[alias] == 1
        && (alias == property || !properties.contains(alias))
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.tokenKind == .keyword(.self)
    {
      record(node.declName.baseName.text, expression: ExprSyntax(node))
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let parent = node.parent?.as(MemberAccessExprSyntax.self),
      parent.declName.id == node.id
    {
      return .skipChildren
    }
    record(node.baseName.text, expression: ExprSyntax(node))
    return .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard TypeNames.typeName(ofCallee: node.calledExpression) != nil,
      let type = index.resolveCallee(node.calledExpression, inModule: file.module, scope: scope)
    else { return .visitChildren }
    for argument in node.arguments {
      let label = argument.label?.text ?? ""
      if RowElements.isRowElement(argument.expression) {
        origins[type, default: [:]][label, default: ArgumentOrigins()].rowElements += 1
      } else {
        origins[type, default: [:]][label, default: ArgumentOrigins()].others += 1
      }
    }
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if node.initializer == nil, let pattern = node.pattern.as(IdentifierPatternSyntax.self),
      properties.contains(pattern.identifier.text)
    {
      usage[pattern.identifier.text, default: PropertyUsage()].otherUses += 1
    }
    return .visitChildren
  }

  private func record(_ rawName: String, expression: ExprSyntax) {
    var name = rawName
    if name.hasPrefix("$") || name.hasPrefix("_") { name.removeFirst() }
    if let property = aliases[name] { recordAliasUse(of: property, named: name, expression) }
    guard properties.contains(name) else { return }
    // `@Bindable var model = model`: an alias whose own uses are counted (the name is a local).
    if Self.isBindableAlias(expression, named: name) { return }
    if !inPresentationMember,
      !Self.isInPresentation(Syntax(expression), wrappers: index.presentationWrappers)
    {
      usage[name, default: PropertyUsage()].usesOutsidePresentation += 1
    }
    if locals.contains(name) {
      usage[name, default: PropertyUsage()].otherUses += 1
      return
    }
    // `record?.title`, `record!.title`: a member of the optional's value.
    var base = expression
    while let parent = base.parent,
      parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self),
      let unwrapped = parent.as(ExprSyntax.self)
    {
      base = unwrapped
    }
    if let member = base.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == base.id
    {
      let memberName = member.declName.baseName.text
      usage[name, default: PropertyUsage()].members.insert(memberName)
      if !Self.isWrite(through: member) {
        usage[name, default: PropertyUsage()].readMembers.insert(memberName)
      }
      return
    }
    if let argument = base.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let type = index.resolveCallee(call.calledExpression, inModule: file.module, scope: scope)
    {
      usage[name, default: PropertyUsage()].forwards.append(
        PropertyForward(
          targetType: type,
          label: argument.label?.text,
          file: file.displayPath,
          position: file.position(of: expression)))
      return
    }
    if let argument = base.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let (_, method) = SyntaxQueries.methodCall(call), !Self.isChangeKey(expression)
    {
      usage[name, default: PropertyUsage()].methodForwards.append(
        MethodForward(method: method, label: label))
    }
    usage[name, default: PropertyUsage()].otherUses += 1
    if Self.isChangeKey(expression) {
      usage[name, default: PropertyUsage()].changeKeyUses += 1
    }
  }
}

extension UsageVisitor {
  /// A use of a local bound to `property` (`@Bindable var model = model` and then
  /// `$model.title`): a member used through it is a member of the property.
  func recordAliasUse(of property: String, named alias: String, _ expression: ExprSyntax) {
    if let clause = expression.parent?.as(InitializerClauseSyntax.self),
      clause.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?
        .identifier.text == alias
    {
      return  // the alias's own declaration
    }
    guard let member = expression.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == expression.id
    else { return }
    usage[property, default: PropertyUsage()].aliasMembers.insert(member.declName.baseName.text)
  }

  /// Whether `base.member` only writes: it is assigned to (`probe.height = h`, `+=`), called
  /// as a statement whose result is dropped (`sink.record(event)`), or mutated in place
  /// (`log.lines.append(line)`).
  static func isWrite(through member: MemberAccessExprSyntax) -> Bool {
    if SyntaxQueries.assignment(to: ExprSyntax(member)) != nil { return true }
    if let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    {
      return isStatement(call)
    }
    if let outer = member.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == member.id,
      BodyEffectVisitor.mutatingMethods.contains(outer.declName.baseName.text),
      let call = outer.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == outer.id
    {
      return isStatement(call)
    }
    return false
  }

  /// Modifier arguments that key a reaction on a value's changes: the modifier compares the
  /// value, it does not show or edit it.
  static let changeKeyArguments: [String: String] = [
    "animation": "value", "onChange": "of", "task": "id", "sensoryFeedback": "trigger",
    "phaseAnimator": "trigger", "keyframeAnimator": "trigger",
  ]

  /// `.animation(nil, value: text)`, `.onChange(of: text) { … }`: the value passed whole as
  /// the key of a change reaction.
  static func isChangeKey(_ expression: ExprSyntax) -> Bool {
    guard let argument = expression.parent?.as(LabeledExprSyntax.self),
      let label = argument.label?.text,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    else { return false }
    return changeKeyArguments[modifier] == label
  }

  /// `@Bindable var model = model` in render code.
  static func isBindableAlias(_ expression: ExprSyntax, named name: String) -> Bool {
    guard let clause = expression.parent?.as(InitializerClauseSyntax.self),
      let binding = clause.parent?.as(PatternBindingSyntax.self),
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
    else { return false }
    return SyntaxQueries.attribute(named: "Bindable", in: variable.attributes) != nil
  }

  /// Whether a node is an argument (or in the content) of a presentation modifier's call
  /// (``ProjectIndex/presentationModifiers``: the sheet's flag, its content, its save, an
  /// alert), or of one of the project's own presentation wrappers (`wrappers`: a
  /// `.bottomSheet(isPresented:content:)` method or a `ViewModifier` whose body presents).
  static func isInPresentation(_ node: Syntax, wrappers: Set<String>) -> Bool {
    var child = node
    var current = node.parent
    while let parent = current {
      if let call = parent.as(FunctionCallExprSyntax.self), child.id != call.calledExpression.id {
        if let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
          .text, ProjectIndex.presentationModifiers.contains(name)
        {
          return true
        }
        if !wrappers.isEmpty, let name = SyntaxQueries.calleeName(call.calledExpression),
          wrappers.contains(name)
        {
          return true
        }
      }
      if parent.is(MemberBlockItemSyntax.self) { return false }
      child = parent
      current = parent.parent
    }
    return false
  }

  /// A call whose result nobody uses: a statement of its own, or `_ = call`.
  private static func isStatement(_ call: FunctionCallExprSyntax) -> Bool {
    var node = Syntax(call)
    while let parent = node.parent,
      parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
    {
      node = parent
    }
    return node.parent?.is(CodeBlockItemSyntax.self) == true
  }
}

/// Collects every name a piece of code binds: closure parameters, local variables, loop
/// variables, optional bindings with an initializer, function parameters.
final class LocalNameCollector: SyntaxVisitor {
  var names: Set<String> = []
  /// How many times each name is bound.
  var bindingCounts: [String: Int] = [:]
  /// Locals initialized with a bare name or `self.name` (`let store = store`) → that name.
  var boundTo: [String: String] = [:]

  private func bind(_ name: String) {
    names.insert(name)
    bindingCounts[name, default: 0] += 1
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value
    {
      if let reference = value.as(DeclReferenceExprSyntax.self) {
        boundTo[name] = reference.baseName.text
      } else if let member = value.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      {
        boundTo[name] = member.declName.baseName.text
      }
    }
    return .visitChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.is(OptionalBindingConditionSyntax.self) == true,
      node.parent?.as(OptionalBindingConditionSyntax.self)?.initializer == nil
    {
      return .skipChildren
    }
    bind(node.identifier.text)
    return .skipChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    bind(node.name.text)
    return .skipChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    bind((node.secondName ?? node.firstName).text)
    return .skipChildren
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    bind((node.secondName ?? node.firstName).text)
    return .skipChildren
  }
}

/// Recognises a list row's own item: the element a `ForEach` or `List` content closure is
/// handed, or something read from it.
enum RowElements {
  /// Containers whose content closure is called once per element.
  static let iterators: Set<String> = ["ForEach", "List", "LazyForEach"]

  /// `item`, `item.record`, `$0`, `row?.model`, where the root is a parameter of the nearest
  /// closure that binds it and that closure is the content of a `ForEach` or `List`. A binding
  /// element (`$item` of `ForEach($items)`) writes into the parent's state and is not one.
  static func isRowElement(_ expression: ExprSyntax) -> Bool {
    var current = expression
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else {
        break
      }
    }
    guard let reference = current.as(DeclReferenceExprSyntax.self) else { return false }
    let name = reference.baseName.text
    let anonymous = name.hasPrefix("$") && name.dropFirst().allSatisfy(\.isNumber)
    guard anonymous || !name.hasPrefix("$") else { return false }
    var node = Syntax(reference).parent
    while let parent = node {
      if let closure = parent.as(ClosureExprSyntax.self) {
        let names = SyntaxQueries.parameterNames(of: closure)
        if anonymous ? names.isEmpty : names.contains(name) {
          return isIteratorContent(closure)
        }
        if anonymous { return false }
      }
      if parent.is(MemberBlockItemSyntax.self) { return false }
      node = parent.parent
    }
    return false
  }

  /// Whether the closure is the trailing closure or the `content:` argument of `ForEach(…)`.
  private static func isIteratorContent(_ closure: ClosureExprSyntax) -> Bool {
    var call: FunctionCallExprSyntax?
    if let direct = closure.parent?.as(FunctionCallExprSyntax.self) {
      call = direct
    } else if let argument = closure.parent?.as(LabeledExprSyntax.self) {
      call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    }
    guard let call, let name = SyntaxQueries.calleeName(call.calledExpression) else {
      return false
    }
    return iterators.contains(name)
  }
}

/// Finds a view's methods that it refers to only inside presentations: a sheet's save handler
/// passed by name (`onSave: save`), a method an alert's button calls.
enum PresentationMethods {
  /// The names of the methods `view` declares (in any of its declarations) whose every
  /// reference in the view's members is inside a presentation, with at least one reference.
  static func find(in view: String, index: ProjectIndex) -> Set<String> {
    let declarations = index.declarations[view] ?? []
    let methods = Set(declarations.flatMap(\.methods).filter { !$0.isStatic }.map(\.name))
    guard !methods.isEmpty else { return [] }
    let finder = References(methods: methods, wrappers: index.presentationWrappers)
    for declaration in declarations { finder.walk(declaration.node) }
    return finder.inPresentation.subtracting(finder.outside)
  }

  private final class References: SyntaxVisitor {
    let methods: Set<String>
    let wrappers: Set<String>
    var inPresentation: Set<String> = []
    var outside: Set<String> = []

    init(methods: Set<String>, wrappers: Set<String>) {
      self.methods = methods
      self.wrappers = wrappers
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.baseName.text
      guard methods.contains(name) else { return .skipChildren }
      // `other.save` is another value's member; `save` and `self.save` are the view's.
      if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id,
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
      {
        return .skipChildren
      }
      if UsageVisitor.isInPresentation(Syntax(node), wrappers: wrappers) {
        inPresentation.insert(name)
      } else {
        outside.insert(name)
      }
      return .skipChildren
    }
  }
}

/// Reads of an initializer's parameters that it stores as the view's properties of the same
/// name, beyond the storing itself.
enum InitializerInputReads {
  /// The parameters of `initializer` named like one of `properties` that its body names
  /// anywhere other than as the whole value stored into that property (`self.model = model`,
  /// `_model = StateObject(wrappedValue: model)`, `_model = .init(initialValue: model)`).
  static func readParameters(
    of initializer: InitializerDeclSyntax, storedAs properties: Set<String>
  )
    -> Set<String>
  {
    guard let body = initializer.body else { return [] }
    let parameters = Set(
      initializer.signature.parameterClause.parameters.map {
        ($0.secondName ?? $0.firstName).text
      }
    ).intersection(properties)
    guard !parameters.isEmpty else { return [] }
    var result: Set<String> = []
    for token in body.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, parameters.contains(name),
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.parent?.as(MemberAccessExprSyntax.self).map({ $0.declName.id == reference.id })
          != true,
        !isStored(ExprSyntax(reference), as: name)
      else { continue }
      result.insert(name)
    }
    return result
  }

  /// Whether `value` is the whole right-hand side of `self.name = value` or `_name = …`, alone
  /// or as the one argument of a wrapper's initializer (`StateObject(wrappedValue: value)`).
  private static func isStored(_ value: ExprSyntax, as name: String) -> Bool {
    var current = Syntax(value)
    if let argument = current.parent?.as(LabeledExprSyntax.self),
      let list = argument.parent?.as(LabeledExprListSyntax.self), list.count == 1,
      let call = list.parent?.as(FunctionCallExprSyntax.self)
    {
      current = Syntax(call)
    }
    guard let sequence = current.parent?.parent?.as(SequenceExprSyntax.self),
      let (lhs, rhs, isCompound) = SyntaxQueries.assignment(Syntax(sequence)), !isCompound,
      rhs.id == current.id
    else { return false }
    let target = lhs.trimmedDescription
    return target == "self." + name || target == "_" + name || target == "self._" + name
      || target == name
  }
}
