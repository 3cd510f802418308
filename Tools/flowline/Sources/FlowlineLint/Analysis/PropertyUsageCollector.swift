import SwiftSyntax

/// Records, for every stored property of every view declared or extended in a file, how the
/// view's members use it: forwarded unchanged to an initializer, read through a member, or
/// used otherwise.
///
/// Initializers are skipped (assigning an input is not using it). A name that a member also
/// declares locally (a closure parameter, a local `let`) counts as a plain use wherever it
/// appears in that member: when we cannot tell which one a reference means, we assume the view
/// uses the property, which can only hide a finding, never invent one.
enum PropertyUsageCollector {
  static func collect(_ file: LintFile, index: ProjectIndex) -> [String: [String: PropertyUsage]] {
    var result: [String: [String: PropertyUsage]] = [:]
    for declaration in file.declarations where index.isView(declaration.name) {
      guard
        declaration.kind == .struct || declaration.kind == .extension
          || declaration.kind == .enum || declaration.kind == .class,
        let group = declaration.node.asProtocol((any DeclGroupSyntax).self)
      else { continue }
      let names = Set(
        index.properties(of: declaration.name).filter { $0.isStored && !$0.isStatic }.map(\.name))
      guard !names.isEmpty else { continue }
      for decl in group.memberBlock.flattenedMembers {
        if decl.is(InitializerDeclSyntax.self) || decl.isNominalTypeDeclaration { continue }
        let visitor = UsageVisitor(properties: names, file: file)
        visitor.collectLocals(decl)
        visitor.walk(decl)
        for (name, usage) in visitor.usage {
          result[declaration.name, default: [:]][name, default: PropertyUsage()].merge(usage)
        }
      }
    }
    return result
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
  var locals: Set<String> = []
  var usage: [String: PropertyUsage] = [:]

  init(properties: Set<String>, file: LintFile) {
    self.properties = properties
    self.file = file
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
    guard properties.contains(name) else { return }
    if locals.contains(name) {
      usage[name, default: PropertyUsage()].otherUses += 1
      return
    }
    if let member = expression.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == expression.id
    {
      usage[name, default: PropertyUsage()].members.insert(member.declName.baseName.text)
      return
    }
    if let argument = expression.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let type = TypeNames.typeName(ofCallee: call.calledExpression)
    {
      usage[name, default: PropertyUsage()].forwards.append(
        PropertyForward(
          targetType: type, label: argument.label?.text, file: file.displayPath,
          position: file.position(of: expression)))
      return
    }
    usage[name, default: PropertyUsage()].otherUses += 1
  }
}

/// Collects every name a piece of code binds: closure parameters, local variables, loop
/// variables, optional bindings with an initializer, function parameters.
final class LocalNameCollector: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.is(OptionalBindingConditionSyntax.self) == true,
      node.parent?.as(OptionalBindingConditionSyntax.self)?.initializer == nil
    {
      return .skipChildren
    }
    names.insert(node.identifier.text)
    return .skipChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .skipChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    names.insert((node.secondName ?? node.firstName).text)
    return .skipChildren
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    names.insert((node.secondName ?? node.firstName).text)
    return .skipChildren
  }
}
