import SwiftSyntax

/// Finds, in render code, a read of an object's state through one of the view's properties:
/// a member taken from `name`, `_name`, `$name` or `self.name` (through `?` and `!`) that is not
/// in `quiet` (the members reading no state: stored `let`s, methods reading only those).
/// Taking the whole object (`Child(model: name)`) is not a read. Deferred closures, nested
/// functions and types are skipped, and so is the property's own declaration.
final class MemberReadFinder: SyntaxVisitor {
  let name: String
  let quiet: Set<String>
  let classifier: ClosureClassifier
  /// Whether a bare `name` is a local that hides the property (then nothing read through it
  /// counts).
  let isShadowed: (DeclReferenceExprSyntax) -> Bool
  /// Whether taking a publisher (`name.objectWillChange`, `name.$title`) counts as a read.
  let publishersAreReads: Bool
  /// The object's instance methods: one named without being called (`name.save` handed to a
  /// button or an initializer) is an action run later, not a read of the object's state.
  let methods: Set<String>
  /// Set once a read is found.
  private(set) var reads = false

  init(
    name: String, quiet: Set<String>, classifier: ClosureClassifier,
    publishersAreReads: Bool = true, methods: Set<String> = [],
    isShadowed: @escaping (DeclReferenceExprSyntax) -> Bool = { _ in false }
  ) {
    self.name = name
    self.methods = methods
    self.quiet = quiet
    self.classifier = classifier
    self.publishersAreReads = publishersAreReads
    self.isShadowed = isShadowed
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    classifier.role(of: node) == .deferred ? .skipChildren : .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    // The declaration itself is not a use.
    node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
      ? .skipChildren : .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let text = node.baseName.text
    guard text == name || text == "_" + name || text == "$" + name else { return .skipChildren }
    // `other.name` is another object's member, not this property.
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
      return .skipChildren
    }
    if text == name, isShadowed(node) { return .skipChildren }
    check(Syntax(node), projected: text.hasPrefix("$"))
    return .skipChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      // `self.name`, or `self.$name` (its projection: a binding to a member).
      let member = node.declName.baseName.text
      if member == name || member == "$" + name {
        check(Syntax(node), projected: member != name)
        return .skipChildren
      }
    }
    return .visitChildren
  }

  private func check(_ reference: Syntax, projected: Bool) {
    var expression = reference
    while let parent = expression.parent,
      parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
    {
      expression = parent
    }
    guard let access = expression.parent?.as(MemberAccessExprSyntax.self),
      access.base.map(Syntax.init)?.id == expression.id
    else { return }
    let member = access.declName.baseName.text
    if methods.contains(member),
      access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(access).id
    {
      return
    }
    if projected
      || !quiet.contains(member)
        && (publishersAreReads || (member != "objectWillChange" && !member.hasPrefix("$")))
    {
      reads = true
    }
  }
}
