import SwiftSyntax

/// `state-holds-reference`: `@State` holding an `ObservableObject`, whose changes the view
/// never sees.
struct StateHoldsReferenceRule: FileRule {
  static let description = RuleDescription(
    id: "state-holds-reference",
    name: "@State holds a reference",
    summary: "@State holds an ObservableObject, whose changes the view never sees.",
    explanation: """
      @State stores a value the view owns and re-renders the view when that value is \
      replaced. An ObservableObject announces its changes through objectWillChange, which \
      @State never subscribes to: a view holding one in @State renders it once and then \
      shows stale data while the object's @Published properties change. Use @StateObject \
      for an ObservableObject the view creates and owns, @ObservedObject or \
      @EnvironmentObject for one passed in, or make the class @Observable (which @State \
      does track). Value types, @Observable classes and classes that are not observable at \
      all (a timer holder or data source kept in @State only for a stable identity) are \
      never reported, and neither is a holder whose render code reads none of the object's \
      observable state: an optional selection set by actions that is only unwrapped, \
      nil-checked, compared by a `let` or its `Identifiable` `id`, used as a `.sheet(item:)` \
      selection or handed to a child view or `.environmentObject(…)` that observes it. \
      Subscribing to its publishers (`.onReceive(model.objectWillChange)`, `model.$level`) is \
      not a stale read, and neither is a read through a local of the same name bound from \
      something else (`case .ready(let model)`, a closure parameter).
      """)

  let severity: Severity

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
  }

  func check(_ file: LintFile, context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    let index = context.index
    for declaration in file.declarations
    where declaration.kind != .extension && index.isHost(declaration.name) {
      for property in declaration.properties where property.wrapper == .state && !property.isStatic
      {
        guard let type = property.inferredTypeName, index.observableObjectTypes.contains(type),
          !index.observationTypes.contains(type)
        else { continue }
        // Held only to hand it on (`.environmentObject(model)` at the app root, a child's
        // argument, a `.sheet(item:)` selection, an `if let` or a nil check): the holder reads
        // none of its observable state, so it has nothing to miss.
        guard
          Self.readsObservableState(
            of: property.name, type: type, in: declaration, index: index,
            classifier: ClosureClassifier(index: index))
        else { continue }
        findings.append(
          finding(
            in: file, at: property.declaration,
            "@State var \(property.name) holds \(type), an ObservableObject: @State does not "
              + "subscribe to objectWillChange, so the view will not update when it changes; use "
              + "@StateObject (or @ObservedObject if it is passed in), or make \(type) @Observable",
            symbol: "\(declaration.qualifiedName).\(property.name)"))
      }
    }
    return findings
  }

  /// Whether the view's render code reads observable state through `name`: a member that is
  /// not an immutable `let` of the class (a `@Published` or computed property, a method call),
  /// or a binding to a member (`$name.title`). Passing the object whole (to a child, the
  /// environment, a `.sheet(item:)` binding), unwrapping it, comparing it with `nil`, assigning
  /// it, and anything in actions (deferred closures, methods that do not build views) are not
  /// reads.
  static func readsObservableState(
    of name: String, type: String, in declaration: TypeDeclaration, index: ProjectIndex,
    classifier: ClosureClassifier
  ) -> Bool {
    guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { return true }
    let finder = UseFinder(
      name: name, immutable: immutableMembers(of: type, index: index), classifier: classifier)
    for member in group.memberBlock.flattenedMembers {
      if member.is(InitializerDeclSyntax.self) { continue }
      if member.is(FunctionDeclSyntax.self), BodySideEffectRule.renderCode(member) == nil {
        continue
      }
      finder.walk(member)
      if finder.reads { return true }
    }
    return false
  }

  /// The instance `let` properties of a class and of the superclasses the project declares, and
  /// the `id` of an `Identifiable` one.
  private static func immutableMembers(of type: String, index: ProjectIndex) -> Set<String> {
    var result: Set<String> = []
    var visited: Set<String> = []
    var pending = [type]
    while let name = pending.popLast() {
      guard visited.insert(name).inserted else { continue }
      for declaration in index.declarations[name] ?? [] {
        for property in declaration.properties
        where property.isLet && property.isStored && !property.isStatic {
          result.insert(property.name)
        }
        // An `Identifiable` object's `id` is its identity even when it is a computed `var`.
        if declaration.inheritedTypes.contains("Identifiable") { result.insert("id") }
        pending += declaration.inheritedTypes.filter { index.observableObjectTypes.contains($0) }
      }
    }
    return result
  }
}

/// Finds a read of observable state through a name in render code.
private final class UseFinder: SyntaxVisitor {
  let name: String
  let immutable: Set<String>
  let classifier: ClosureClassifier
  var reads = false

  init(name: String, immutable: Set<String>, classifier: ClosureClassifier) {
    self.name = name
    self.immutable = immutable
    self.classifier = classifier
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    classifier.role(of: node) == .deferred ? .skipChildren : .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let text = node.baseName.text
    guard text == name || text == "_" + name || text == "$" + name else { return .skipChildren }
    // `other.name` is another object's member, not this property.
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
      return .skipChildren
    }
    // A local of the same name (`case .ready(let name)`, a closure parameter) is not this
    // property, unless it was bound from the property itself.
    if text == name, StateHoldsReferenceRule.isShadowed(node, name: name) { return .skipChildren }
    check(ExprSyntax(node), projected: text.hasPrefix("$"))
    return .skipChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
      node.declName.baseName.text == name
    {
      check(ExprSyntax(node), projected: false)
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    // The declaration itself is not a use.
    node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
      ? .skipChildren : .visitChildren
  }

  /// A use reads state when a member other than an immutable `let` is taken from it
  /// (`name.title`, `name?.load()`, `$name.title`); the whole object is not a read, and neither
  /// is a publisher of it (`name.objectWillChange`, `name.$title`): subscribing to its
  /// announcements (`.onReceive(name.objectWillChange)`) is the opposite of a stale read.
  private func check(_ reference: ExprSyntax, projected: Bool) {
    var expression = Syntax(reference)
    while let parent = expression.parent,
      parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
    {
      expression = parent
    }
    guard let access = expression.parent?.as(MemberAccessExprSyntax.self),
      access.base.map(Syntax.init)?.id == expression.id
    else { return }
    let member = access.declName.baseName.text
    if projected {
      reads = true
    } else if !immutable.contains(member), member != "objectWillChange", !member.hasPrefix("$") {
      reads = true
    }
  }
}
