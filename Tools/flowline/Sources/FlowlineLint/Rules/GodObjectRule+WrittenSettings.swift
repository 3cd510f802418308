import SwiftSyntax

/// How `god-object` recognises settings that the model's own methods write to a key-value store
/// (`func update(_ option: Option, value: Bool) { defaults.set(value, forKey: …); flag = value }`)
/// rather than the properties' observers.
extension GodObjectRule {
  /// The state properties that a method of the model writes into a key-value store: in one
  /// list of statements (a method's body, a `switch` case, an `if` branch), a write to the user
  /// defaults, the iCloud key-value store or a project type wrapping one of them, handed either
  /// the property itself (`defaults.set(margin, forKey: …)`) or the value the same statements
  /// assign to the property (`store.set(value, forKey: …)` beside `flag = value`).
  /// Initializers are left out: reading the defaults into the properties saves nothing.
  static func writtenToStore(
    _ state: Set<String>, of type: String, index: ProjectIndex
  ) -> Set<String> {
    let model = index.declarations[type] ?? []
    let stores = KeyValueStores(model: model, index: index)
    var written: Set<String> = []
    for declaration in model {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { continue }
      for member in group.memberBlock.members {
        guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body
        else { continue }
        let finder = StoreWriteFinder(state: state, stores: stores)
        finder.walk(body)
        written.formUnion(finder.written)
      }
    }
    return written
  }
}

/// What names a key-value store in a model's code: `UserDefaults` and
/// `NSUbiquitousKeyValueStore` themselves, the model's properties holding one, and project types
/// wrapping one (a type with a property holding a store), named or held in a property.
struct KeyValueStores {
  static let storeTypes = ["UserDefaults", "NSUbiquitousKeyValueStore"]
  private let index: ProjectIndex
  private var properties: Set<String> = []

  init(model: [TypeDeclaration], index: ProjectIndex) {
    self.index = index
    for declaration in model {
      for property in declaration.properties {
        let text = Self.text(of: property)
        if Self.storeTypes.contains(where: text.contains)
          || Self.typeWords(text).contains(where: { Self.isWrapper($0, index: index) })
        {
          properties.insert(property.name)
        }
      }
    }
  }

  /// Whether a call or subscript rooted at `name` reaches a store.
  func isStore(_ name: String) -> Bool {
    if Self.storeTypes.contains(name) || properties.contains(name) { return true }
    return TypeNames.isTypeLike(name) && Self.isWrapper(name, index: index)
  }

  /// A project type holding a store in one of its properties (`let suite = UserDefaults(…)`).
  private static func isWrapper(_ name: String, index: ProjectIndex) -> Bool {
    guard TypeNames.isTypeLike(name), !storeTypes.contains(name) else { return false }
    return (index.declarations[name] ?? []).contains { declaration in
      declaration.properties.contains { property in
        storeTypes.contains(where: text(of: property).contains)
      }
    }
  }

  private static func text(of property: PropertyDeclaration) -> String {
    (property.typeText ?? "") + " "
      + property.declaration.bindings.map { $0.initializer?.value.trimmedDescription ?? "" }
      .joined(separator: " ")
  }

  private static func typeWords(_ text: String) -> [String] {
    text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
      .filter(TypeNames.isTypeLike)
  }
}

/// Finds, statement list by statement list, the state properties written into a store.
private final class StoreWriteFinder: SyntaxVisitor {
  let state: Set<String>
  let stores: KeyValueStores
  private(set) var written: Set<String> = []

  init(state: Set<String>, stores: KeyValueStores) {
    self.state = state
    self.stores = stores
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    var handed: Set<String> = []
    var assigned: [(property: String, from: Set<String>)] = []
    for item in node {
      if let variable = item.item.as(VariableDeclSyntax.self) {
        noteLocalStores(variable)
        continue
      }
      guard let expression = item.item.as(ExprSyntax.self) else { continue }
      let statement = TypeNames.unwrapEffects(expression)
      if let (lhs, rhs, isCompound) = SyntaxQueries.assignment(Syntax(statement)) {
        if let root = SyntaxQueries.rootIdentifier(of: lhs), isStore(root.name) {
          handed.formUnion(ReferencedNames.in(rhs))  // `store[key] = value`
        } else if !isCompound, let name = SyntaxQueries.directProperty(lhs),
          state.contains(name)
        {
          assigned.append((name, ReferencedNames.in(rhs)))
        }
      } else if let call = statement.as(FunctionCallExprSyntax.self),
        let root = SyntaxQueries.rootIdentifier(of: call.calledExpression),
        isStore(root.name)
      {
        for argument in call.arguments { handed.formUnion(ReferencedNames.in(argument.expression)) }
      }
    }
    guard !handed.isEmpty else { return .visitChildren }
    written.formUnion(handed.intersection(state))
    for (property, names) in assigned where !names.isDisjoint(with: handed) {
      written.insert(property)
    }
    return .visitChildren
  }

  /// A store the enclosing method names locally: `let defaults = UserDefaults.standard`.
  private var localStores: Set<String> = []

  private func isStore(_ name: String) -> Bool {
    localStores.contains(name) || stores.isStore(name)
  }

  private func noteLocalStores(_ variable: VariableDeclSyntax) {
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value
      else { continue }
      let root =
        SyntaxQueries.rootIdentifier(of: value)?.name ?? TypeNames.constructedType(by: value)
      if let root, isStore(root) { localStores.insert(name) }
    }
  }

  // Nested types are their own.
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The names an expression reads: its identifiers (`value`, `margin`) and the members it reads
/// from `self` (`self.margin`), but not member names reached through other values, types, or
/// `self` itself.
final class ReferencedNames: SyntaxVisitor {
  private(set) var names: Set<String> = []

  static func `in`(_ expression: ExprSyntax) -> Set<String> {
    let finder = ReferencedNames(viewMode: .sourceAccurate)
    finder.walk(expression)
    return finder.names
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      names.insert(node.declName.baseName.text)
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    // A member's name (`.now`, `bundle.pollen`) is not a name the expression reads.
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .skipChildren
    }
    if case .identifier = node.baseName.tokenKind, !TypeNames.isTypeLike(name) {
      names.insert(name)
    }
    return .skipChildren
  }

  // Argument labels and closure parameters are not reads of the enclosing scope's names, but
  // what a closure's body reads is.
  override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
