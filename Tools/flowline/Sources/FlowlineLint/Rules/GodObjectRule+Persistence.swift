import SwiftSyntax

/// How `god-object` recognises the user's settings: state that writes itself through to
/// storage as it changes, one property at a time or the whole model at once.
extension GodObjectRule {
  /// A stored property that writes itself through as it changes: a `didSet` or `willSet`
  /// observer, or an `@AppStorage`/`@SceneStorage` wrapper.
  static func persistsOnChange(_ property: PropertyDeclaration) -> Bool {
    if property.attributes.contains("AppStorage") || property.attributes.contains("SceneStorage") {
      return true
    }
    return property.declaration.bindings.contains { binding in
      guard case .accessors(let list) = binding.accessorBlock?.accessors else { return false }
      return list.contains {
        [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind)
      }
    }
  }

  /// Whether a property holds the project's own records: its declared type names a struct or
  /// class the project declares (`HostGroup`, `[SavedSession]`), not a value such as
  /// a number, a string or an enum.
  static func holdsRecords(_ property: PropertyDeclaration, index: ProjectIndex) -> Bool {
    let text = property.typeText ?? property.inferredTypeName ?? ""
    // `Preference.TextDisplay` names `TextDisplay`: the namespace before it holds nothing.
    let names = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || "_.".contains($0)) })
      .compactMap { $0.split(separator: ".").last.map(String.init) }
    return names.contains { name in
      guard TypeNames.isTypeLike(name), !index.isView(name) else { return false }
      let kinds = Set((index.declarations[name] ?? []).map(\.kind))
      return !kinds.isDisjoint(with: [.struct, .class]) && !kinds.contains(.enum)
    }
  }

  /// Whether a class (any of its declarations and extensions) subscribes to its own
  /// `objectWillChange` (`objectWillChange.sink { self.save() }`, through any operators):
  /// every change to any property is written through, the way a settings store saves itself.
  static func savesOnEveryChange(_ declarations: [TypeDeclaration]) -> Bool {
    declarations.contains { declaration in
      guard declaration.kind == .class || declaration.kind == .extension else { return false }
      guard let members = declaration.node.asProtocol((any DeclGroupSyntax).self)?.memberBlock
      else { return false }
      let finder = SelfSubscriptionFinder(viewMode: .sourceAccurate)
      finder.walk(members)
      return finder.found
    }
  }
}

/// Finds `objectWillChange….sink(…)` on the object itself (not on another object's publisher).
private final class SelfSubscriptionFinder: SyntaxVisitor {
  private(set) var found = false

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard !found, let (receiver, method) = SyntaxQueries.methodCall(node), method == "sink"
    else { return found ? .skipChildren : .visitChildren }
    found = Self.startsAtOwnWillChange(receiver)
    return .visitChildren
  }

  // Nested types subscribe for themselves.
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// Whether a publisher chain starts at `objectWillChange` or `self.objectWillChange`:
  /// `objectWillChange.debounce(…).receive(on:)` walks back through the operators.
  private static func startsAtOwnWillChange(_ expression: ExprSyntax) -> Bool {
    var current = TypeNames.unwrapEffects(expression)
    for _ in 0..<32 {
      if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let member = current.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return false }
        if member.declName.baseName.text == "objectWillChange" {
          let root = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
          return root == .keyword(.self)
        }
        current = base
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text == "objectWillChange"
      } else {
        return false
      }
    }
    return false
  }
}
