import SwiftSyntax

/// Walks one file and records its type declarations and extensions with their properties and
/// initializers — the raw material of the ``ProjectIndex``.
final class DeclarationCollector: SyntaxVisitor {
  private let file: String
  private let converter: SourceLocationConverter
  private var scope: [String] = []
  private(set) var declarations: [TypeDeclaration] = []
  /// The names of the type aliases declared at the top level or in a type (not in a function).
  private(set) var typeAliasNames: Set<String> = []
  /// The file's global variables and the type each is declared or made with
  /// (`var musicService = AppleMusicService()` → `AppleMusicService`).
  private(set) var globalTypes: [String: String] = [:]

  init(file: String, converter: SourceLocationConverter) {
    self.file = file
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  /// Collects the declarations of a parsed file.
  static func collect(_ tree: SourceFileSyntax, file: String, converter: SourceLocationConverter)
    -> [TypeDeclaration]
  {
    let collector = DeclarationCollector(file: file, converter: converter)
    collector.walk(tree)
    return collector.declarations
  }

  // MARK: Type declarations

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(.struct, node.name.text, node.inheritanceClause, node.attributes, node.memberBlock, node)
    recordGenericViewParameters(node.genericParameterClause, node.genericWhereClause)
    // Like `#Preview { … }`, the views nested in a `PreviewProvider` are preview scaffolding.
    return SyntaxQueries.isPreviewScaffold(Syntax(node)) ? .skipChildren : .visitChildren
  }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(.class, node.name.text, node.inheritanceClause, node.attributes, node.memberBlock, node)
    return .visitChildren
  }
  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(.actor, node.name.text, node.inheritanceClause, node.attributes, node.memberBlock, node)
    return .visitChildren
  }
  override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(.enum, node.name.text, node.inheritanceClause, node.attributes, node.memberBlock, node)
    return .visitChildren
  }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(
      .protocol, node.name.text, node.inheritanceClause, node.attributes, node.memberBlock, node)
    return .visitChildren
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = node.extendedType.trimmedDescription
    let name = TypeNames.simpleName(of: node.extendedType) ?? extended
    scope.append(extended)
    declarations.append(
      TypeDeclaration(
        kind: .extension, name: name, qualifiedName: extended,
        inheritedTypes: inherited(node.inheritanceClause),
        attributes: SyntaxQueries.attributeNames(node.attributes),
        properties: properties(node.memberBlock), initializers: initializers(node.memberBlock),
        methods: methods(node.memberBlock), viewGenericParameters: [], file: file,
        position: position(node), node: Syntax(node)))
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
    typeAliasNames.insert(node.name.text)
    return .skipChildren
  }

  // Function and property bodies hold no declarations worth indexing; skipping them keeps
  // the walk cheap on large files.
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    // A type's properties are read with its members; a global is a top-level statement of
    // the file (not a local of top-level code inside an `if` or a loop).
    guard scope.isEmpty,
      node.parent?.as(CodeBlockItemSyntax.self)?.parent?.parent?.is(SourceFileSyntax.self) == true
    else { return .skipChildren }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      let type: String?
      if let annotation = binding.typeAnnotation?.type {
        type = TypeNames.simpleName(of: annotation)
      } else {
        switch Self.valueSource(binding.initializer?.value) {
        case .construction(let constructed): type = constructed
        case .staticMember(let owner, _): type = owner
        default: type = nil
        }
      }
      if let type { globalTypes[name] = type }
    }
    return .skipChildren
  }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  // Views declared inside `#Preview { … }` are preview scaffolding, not app code.
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    SyntaxQueries.isPreviewScaffold(Syntax(node)) ? .skipChildren : .visitChildren
  }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    SyntaxQueries.isPreviewScaffold(Syntax(node)) ? .skipChildren : .visitChildren
  }

  private func enter(
    _ kind: TypeDeclaration.Kind, _ name: String, _ inheritance: InheritanceClauseSyntax?,
    _ attributes: AttributeListSyntax, _ members: MemberBlockSyntax, _ node: some SyntaxProtocol
  ) {
    // `scope` holds the enclosing types' dotted paths, innermost last (an extension's is the
    // path it extends): the innermost one qualifies the name.
    let qualified = scope.last.map { "\($0).\(name)" } ?? name
    scope.append(qualified)
    declarations.append(
      TypeDeclaration(
        kind: kind, name: name, qualifiedName: qualified, inheritedTypes: inherited(inheritance),
        attributes: SyntaxQueries.attributeNames(attributes), properties: properties(members),
        initializers: initializers(members), methods: methods(members), viewGenericParameters: [],
        file: file,
        position: position(node), node: Syntax(node)))
  }

  private func recordGenericViewParameters(
    _ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?
  ) {
    var names: Set<String> = []
    for parameter in clause?.parameters ?? [] {
      if let inherited = parameter.inheritedType, TypeNames.simpleName(of: inherited) == "View" {
        names.insert(parameter.name.text)
      }
    }
    for requirement in whereClause?.requirements ?? [] {
      if case .conformanceRequirement(let conformance) = requirement.requirement,
        TypeNames.simpleName(of: conformance.rightType) == "View",
        let left = TypeNames.simpleName(of: conformance.leftType)
      {
        names.insert(left)
      }
    }
    if !names.isEmpty { declarations[declarations.count - 1].viewGenericParameters = names }
  }

  private func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
    SyntaxQueries.inheritedTypeNames(clause)
  }

  private func position(_ node: some SyntaxProtocol) -> SourcePosition {
    let location = node.startLocation(converter: converter)
    return SourcePosition(line: location.line, column: location.column)
  }

  // MARK: Members

  private func properties(_ members: MemberBlockSyntax) -> [PropertyDeclaration] {
    var result: [PropertyDeclaration] = []
    for member in members.flattenedMembers {
      guard let variable = member.as(VariableDeclSyntax.self) else { continue }
      let attributes = SyntaxQueries.attributeNames(variable.attributes)
      let wrapperName = attributes.first { !Self.nonWrapperAttributes.contains($0) }
      let wrapper = wrapperName.map(PropertyWrapper.init(attributeName:))
      var environmentType: String?
      var environmentKey: String?
      if wrapper == .environment,
        let attribute = SyntaxQueries.attribute(named: "Environment", in: variable.attributes)
      {
        (environmentType, environmentKey) = environmentArgument(attribute)
      }
      let isStatic = SyntaxQueries.isStatic(variable.modifiers)
      let access = SyntaxQueries.accessLevel(variable.modifiers)
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      for binding in variable.bindings {
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
        let type = binding.typeAnnotation?.type
        let function = type.flatMap(TypeNames.functionType(of:))
        result.append(
          PropertyDeclaration(
            name: identifier.identifier.text, attributes: attributes, wrapper: wrapper,
            environmentTypeName: environmentType, environmentKey: environmentKey,
            typeName: type.flatMap(TypeNames.simpleName(of:)), typeText: type?.trimmedDescription,
            closureReturnType: function.flatMap { TypeNames.simpleName(of: $0.returnClause.type) },
            isClosure: function != nil,
            initialValue: Self.valueSource(binding.initializer?.value),
            isStatic: isStatic, isLet: isLet, isStored: Self.isStored(binding),
            access: access, position: position(variable), declaration: variable))
      }
    }
    return result
  }

  /// Attributes that are not property wrappers (SwiftData's `@Attribute(.unique)`,
  /// `@Relationship` and `@Transient` are macros describing a `@Model`'s storage).
  private static let nonWrapperAttributes: Set<String> = [
    "MainActor", "ViewBuilder", "objc", "nonobjc", "IBOutlet", "IBInspectable", "available",
    "ObservationIgnored", "ObservationTracked", "PerceptionIgnored", "PerceptionTracked",
    "Previewable", "preconcurrency", "inlinable",
    "usableFromInline", "discardableResult", "NSManaged", "GKInspectable", "Sendable",
    "Attribute", "Relationship", "Transient",
  ]

  private func environmentArgument(_ attribute: AttributeSyntax) -> (String?, String?) {
    guard case .argumentList(let arguments) = attribute.arguments,
      let first = arguments.first?.expression
    else { return (nil, nil) }
    if let keyPath = first.as(KeyPathExprSyntax.self),
      let last = keyPath.components.last,
      case .property(let property) = last.component
    {
      return (nil, property.declName.baseName.text)
    }
    if let member = first.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
      let base = member.base
    {
      return (TypeNames.typeName(ofCallee: base) ?? SyntaxQueries.calleeName(base), nil)
    }
    return (nil, nil)
  }

  static func valueSource(_ value: ExprSyntax?) -> ValueSource {
    guard let value else { return .none }
    if let type = TypeNames.constructedType(by: value) { return .construction(type: type) }
    if let (type, member) = TypeNames.staticMember(value) {
      return .staticMember(type: type, member: member)
    }
    let unwrapped = TypeNames.unwrapEffects(value)
    if let member = unwrapped.as(MemberAccessExprSyntax.self), member.base == nil {
      return .implicitMember(member: member.declName.baseName.text)
    }
    if let call = unwrapped.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.text == "init"
    {
      return .implicitMember(member: "init")
    }
    return .other
  }

  private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let accessors = binding.accessorBlock else { return true }
    switch accessors.accessors {
    case .getter: return false
    case .accessors(let list):
      return list.allSatisfy {
        let kind = $0.accessorSpecifier.tokenKind
        return kind == .keyword(.willSet) || kind == .keyword(.didSet)
      }
    }
  }

  private func methods(_ members: MemberBlockSyntax) -> [MethodDeclaration] {
    members.flattenedMembers.compactMap { member in
      member.as(FunctionDeclSyntax.self).map(MethodScanner.scan)
    }
  }

  private func initializers(_ members: MemberBlockSyntax) -> [InitializerDeclaration] {
    members.flattenedMembers.compactMap { member in
      guard let initializer = member.as(InitializerDeclSyntax.self) else { return nil }
      return InitializerScanner.scan(initializer)
    }
  }
}
