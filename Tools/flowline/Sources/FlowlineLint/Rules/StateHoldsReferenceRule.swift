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
      never reported, and neither is a holder whose render code (a private computed \
      property nothing names aside) reads none of the object's observable state: an optional selection set by actions that is only unwrapped \
      (also by `Optional.map`), \
      nil-checked, compared by a `let` or its `Identifiable` `id`, used as a `.sheet(item:)` \
      selection or handed to a child view or `.environmentObject(…)` that observes it. \
      Subscribing to its publishers (`.onReceive(model.objectWillChange)`, `model.$level`) is \
      not a stale read, and neither is a read through a local of the same name bound from \
      something else (`case .ready(let model)`, a closure parameter), nor a read of a stored \
      var that nothing in the project writes after the object is made (its value at the \
      first render is final; a private loader only its initializer calls is part of making \
      it), or of a computed property built only from such fields and \
      value `let`s. A class that never announces a change (no @Published or \
      @AppStorage property, no use of objectWillChange) and holds no observable model the \
      view does not observe itself (an @Observable one it never replaces is observed wherever \
      it is read) is not reported: there is nothing to miss. Nor is an item \
      of a collection (`[Item]`, `Set<Item>`, `[Key: Item]`) kept by a model the view \
      observes when that model relays its items' changes (subscribes to each item's \
      objectWillChange and sends its own): the view re-renders when the held item changes. \
      Nor is an object the view only reads members of and replaces whole with one it has \
      just built (`seed = Seed()`, or a local it sets up and then stores), of a class that \
      starts nothing when made: `@State` sees every replacement, and nothing changes the \
      stored object in place.
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
        // A class that never announces a change (no `@Published`, no `@AppStorage`, no
        // `objectWillChange`) makes no view re-render, held in `@StateObject` or not: there is
        // no announcement to miss — unless it holds observable objects the view reads through
        // it without observing them itself (an app state of `let` stores).
        if index.neverAnnouncesChange(type),
          Self.reachedModelsAreObserved(from: type, by: declaration, index: index)
        {
          continue
        }
        // One of the items of a collection kept by a model the view observes, which re-announces
        // each item's changes as its own: the view re-renders when the held item changes.
        if Self.isElementOfRelayingModel(type, view: declaration, index: index) { continue }
        // Replaced whole with objects the view has just built, never changed in place:
        // `@State` sees every replacement.
        if Self.isOnlyReplacedWhole(property.name, type: type, in: declaration.name, index: index) {
          continue
        }
        // Held only to hand it on (`.environmentObject(model)` at the app root, a child's
        // argument, a `.sheet(item:)` selection, an `if let` or a nil check): the holder reads
        // none of its observable state, so it has nothing to miss.
        guard
          Self.readsObservableState(
            of: property.name, type: type, in: declaration, index: index,
            classifier: ClosureClassifier(index: index), fixedFieldsAreQuiet: true)
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

  /// Whether every observable model `type` holds in a stored property (here or in a
  /// superclass the project declares) is one the view observes itself (`@StateObject`,
  /// `@ObservedObject`, `@EnvironmentObject`, `@Environment`), or an `@Observable` object the
  /// holder never replaces (Observation tracks reads through the holder): reads through `type`
  /// into it then miss nothing.
  static func reachedModelsAreObserved(
    from type: String, by view: TypeDeclaration, index: ProjectIndex
  ) -> Bool {
    var observed: Set<String> = []
    for property in index.propertyMap(of: view.name).values {
      switch property.wrapper {
      case .stateObject, .observedObject, .environmentObject, .environment, .bindable:
        if let name = property.inferredTypeName ?? index.environmentModelType(of: property) {
          observed.insert(name)
        }
      default: break
      }
    }
    return ([type] + index.superclasses(of: type)).allSatisfy { name in
      (index.declarations[name] ?? []).allSatisfy { declaration in
        declaration.properties.allSatisfy { property in
          guard property.isStored, !property.isStatic, let held = property.inferredTypeName,
            held != type, index.isObservedModel(held)
          else { return true }
          // An `@Observable` object the holder keeps for good (a `let`, or a `var` nothing
          // replaces) is tracked by Observation wherever the view reads it, through the holder
          // too.
          if index.observationTypes.contains(held),
            property.isLet || !index.mayWrite(property.name, of: name, replacingOnly: true)
          {
            return true
          }
          return observed.contains(held)
        }
      }
    }
  }

  /// Whether the view's render code reads observable state through `name`: a member that is
  /// not an immutable `let` of the class (nor, with `fixedFieldsAreQuiet`, a stored `var`
  /// nothing writes after construction) — a `@Published` or computed property, a method call —
  /// or a binding to a member (`$name.title`). Passing the object whole (to a child, the
  /// environment, a `.sheet(item:)` binding), unwrapping it, comparing it with `nil`, assigning
  /// it, and anything in actions (deferred closures, methods that do not build views) are not
  /// reads.
  static func readsObservableState(
    of name: String, type: String, in declaration: TypeDeclaration, index: ProjectIndex,
    classifier: ClosureClassifier, fixedFieldsAreQuiet: Bool = false
  ) -> Bool {
    guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { return true }
    // A publisher of the object (`name.objectWillChange`, `name.$title`) is a subscription to
    // its announcements, the opposite of a stale read; a local of the same name (`case
    // .ready(let name)`) is not the property unless it was bound from it.
    // `var player: PlayerModel?`: `player.map { Bar(model: $0) }` unwraps it.
    let typeText = declaration.properties.first { $0.name == name }?.typeText?
      .filter { !$0.isWhitespace }
    let finder = MemberReadFinder(
      name: name,
      quiet: immutableMembers(of: type, index: index, fixedFields: fixedFieldsAreQuiet),
      classifier: classifier,
      publishersAreReads: false, methods: instanceMethods(of: type, index: index),
      isOptional: typeText.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false,
      isShadowed: { isShadowed($0, name: name) })
    for member in group.memberBlock.flattenedMembers {
      if member.is(InitializerDeclSyntax.self) { continue }
      if member.is(FunctionDeclSyntax.self), BodySideEffectRule.renderCode(member) == nil {
        continue
      }
      // A private computed property nothing names never runs (dead code).
      if let variable = member.as(VariableDeclSyntax.self),
        SyntaxQueries.accessLevel(variable.modifiers) == .private, variable.attributes.isEmpty,
        variable.bindings.count == 1,
        let pattern = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self),
        variable.bindings.first?.accessorBlock != nil,
        !index.names(pattern.identifier.text, in: declaration.name, besides: pattern.identifier.id)
      {
        continue
      }
      finder.walk(member)
      if finder.reads { return true }
    }
    return false
  }

  /// The names of a type's instance methods (its declarations and extensions) that name no
  /// property of it.
  static func instanceMethods(of type: String, index: ProjectIndex) -> Set<String> {
    let declarations = index.declarations[type] ?? []
    let methods = declarations.flatMap(\.methods).filter { !$0.isStatic }.map(\.name)
    return Set(methods).subtracting(declarations.flatMap(\.properties).map(\.name))
  }

  /// The instance `let` properties of a class and of the superclasses the project declares, the
  /// `id` of an `Identifiable` one and, with `fixedFields`, the stored `var`s (plain or
  /// `@Published`, also `lazy`: built on first read) that nothing in the project writes after
  /// the object is made (fixed when it is built, so the first render shows their final value).
  private static func immutableMembers(of type: String, index: ProjectIndex, fixedFields: Bool)
    -> Set<String>
  {
    var result: Set<String> = []
    var visited: Set<String> = []
    var pending = [type]
    while let name = pending.popLast() {
      guard visited.insert(name).inserted else { continue }
      for declaration in index.declarations[name] ?? [] {
        for property in declaration.properties where property.isStored && !property.isStatic {
          if property.isLet {
            result.insert(property.name)
          } else if fixedFields, property.wrapper == nil || property.wrapper == .published,
            !index.mayWrite(property.name, of: type)
          {
            result.insert(property.name)
          }
        }
        // An `Identifiable` object's `id` is its identity even when it is a computed `var`.
        if declaration.inheritedTypes.contains("Identifiable") { result.insert("id") }
        pending += declaration.inheritedTypes.filter { index.observableObjectTypes.contains($0) }
      }
    }
    // A computed property that reads only those (`replySubject` from the `let subject`) is as
    // fixed as they are; repeated, for computed properties built on each other.
    let computed = visited.flatMap { index.properties(of: $0) }.filter {
      !$0.isStored && !$0.isStatic
    }
    let members = Set(
      visited.flatMap { name in
        index.properties(of: name).map(\.name)
          + (index.declarations[name] ?? []).flatMap { $0.methods.map(\.name) }
      })
    // A fixed field holding an object (`let preferences: Preferences`) is a fixed reference,
    // but what is read through it may change: only fixed values count.
    var values = result.filter { member in
      !visited.contains { name in
        guard let property = index.property(member, of: name), property.isStored,
          let held = property.inferredTypeName
        else { return false }
        return index.classTypes.contains(held) || index.isObservable(held)
      }
    }
    var changed = true
    while changed {
      changed = false
      for property in computed where !result.contains(property.name) {
        guard let binding = property.declaration.bindings.first,
          let getter = SyntaxQueries.getterStatements(of: binding),
          Self.namedMembers(in: Syntax(getter), among: members).isSubset(of: values)
        else { continue }
        values.insert(property.name)
        result.insert(property.name)
        changed = true
      }
    }
    return result
  }

  /// The members of `members` that `node` names bare or through `self` (`subject`,
  /// `self.subject`), not members of other values (`other.subject`).
  private static func namedMembers(in node: Syntax, among members: Set<String>) -> Set<String> {
    var found: Set<String> = []
    for token in node.tokens(viewMode: .sourceAccurate) where members.contains(token.text) {
      guard case .identifier = token.tokenKind else { continue }
      if let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
        access.declName.baseName.id == token.id
      {
        guard access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { continue }
      } else if !(token.parent?.is(DeclReferenceExprSyntax.self) ?? false) {
        continue
      }
      found.insert(token.text)
    }
    return found
  }
}
