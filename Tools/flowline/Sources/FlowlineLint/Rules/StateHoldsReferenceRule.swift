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
      never reported.
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
        // Held only to hand it on (`.environmentObject(model)` at the app root): the holder
        // never reads it, so it has nothing to miss.
        guard Self.readsMembers(of: property.name, in: declaration.node) else { continue }
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

  /// Whether the type's code reads `name` other than by passing it whole as an argument.
  static func readsMembers(of name: String, in node: Syntax) -> Bool {
    let finder = UseFinder(name: name)
    finder.walk(node)
    return finder.reads
  }
}

/// Finds a use of a name other than as a whole argument.
private final class UseFinder: SyntaxVisitor {
  let name: String
  var reads = false

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let text = node.baseName.text
    guard text == name || text == "_" + name || text == "$" + name else { return .skipChildren }
    if node.parent?.is(LabeledExprSyntax.self) != true { reads = true }
    return .skipChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
      node.declName.baseName.text == name
    {
      if node.parent?.is(LabeledExprSyntax.self) != true { reads = true }
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    // The declaration itself is not a use.
    node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
      ? .skipChildren : .visitChildren
  }
}
