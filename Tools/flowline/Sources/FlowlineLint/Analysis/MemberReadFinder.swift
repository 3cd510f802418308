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
  /// Whether the property holds an optional (`var player: PlayerModel?`): then `name.map { … }`
  /// is `Optional.map`, an unwrap, and what its closure does with the object decides.
  let isOptional: Bool
  /// Set once a read is found.
  private(set) var reads = false

  init(
    name: String, quiet: Set<String>, classifier: ClosureClassifier,
    publishersAreReads: Bool = true, methods: Set<String> = [], isOptional: Bool = false,
    isShadowed: @escaping (DeclReferenceExprSyntax) -> Bool = { _ in false }
  ) {
    self.name = name
    self.isOptional = isOptional
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
    // `$name` is the projection; a closure's `$0` is the object itself.
    check(Syntax(node), projected: text != name && text.hasPrefix("$"))
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
    if isOptional, expression.id == reference.id, member == "map" || member == "flatMap",
      let call = access.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == ExprSyntax(access).id
    {
      if !unwrappedObjectIsRead(by: call) { return }
    }
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
  /// Whether `name.map { player in … }` (`Optional.map` on the property) reads the unwrapped
  /// object's state in its closure: through its parameter (or `$0`), as the property itself
  /// would be read. A construction handed on unapplied (`name.map(PlayerBar.init)`) reads
  /// nothing; any other argument is taken for a read.
  private func unwrappedObjectIsRead(by call: FunctionCallExprSyntax) -> Bool {
    let closure =
      call.trailingClosure
      ?? (call.arguments.count == 1
        ? call.arguments.first?.expression.as(ClosureExprSyntax.self) : nil)
    guard let closure else {
      guard call.arguments.count == 1, let argument = call.arguments.first?.expression else {
        return true
      }
      return TypeNames.typeName(ofCallee: argument) == nil
    }
    let parameters = SyntaxQueries.parameterNames(of: closure)
    guard parameters.count <= 1 else { return true }
    let inner = MemberReadFinder(
      name: parameters.first ?? "$0", quiet: quiet, classifier: classifier,
      publishersAreReads: publishersAreReads, methods: methods)
    inner.walk(closure.statements)
    return inner.reads
  }
}
