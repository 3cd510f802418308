import SwiftSyntax

/// `prop-drilling`: a value threaded through views that only pass it on.
struct PropDrillingRule: ProjectRule {
  static let description = RuleDescription(
    id: "prop-drilling",
    name: "Prop drilling",
    summary: "A binding or observed model is passed through views that only forward it.",
    explanation: """
      Prop drilling: a deeply nested view needs mutable state owned far above it, so every \
      view in between declares a @Binding, an @ObservedObject, an @Bindable or a `let` of an \
      @Observable model that it never reads (not even in its own initializer, to seed other \
      state) and hands it to its child. Plain values and \
      action closures passed through reusable components are ordinary composition and are \
      not reported, and neither is a binding whose chain ends in one input control (a view \
      that edits it only through a framework control such as TextField, or a \
      UIViewRepresentable bridge, directly, through a private wrapper view, or through the \
      project's own modifier method whose parameter only builds such a control, reading at most \
      the value's members and keying `.animation(_:value:)` or `.onChange(of:)` on it): that \
      is the control's API wrapped in components; nor is a focus binding \
      (@FocusState.Binding, FocusState<…>.Binding) handed to the view that applies \
      `.focused(_:)` with it: focus is a control's state only a view can hold; nor is a \
      chain whose last view never uses the value (a dead parameter to delete), nor an object \
      the last view only writes into (assigns its members, calls it as a statement: a \
      measurement or event sink, passed like an action closure), nor a list row's own item \
      (the element of a `ForEach` or `List`) handed through row components to a view that \
      only reads it, nor a SwiftData `@Model` record handed as a plain `let` through a \
      screen's parts to a view that only reads it (the subject they display), nor a model the last view keeps as a plain `let` and reads only through \
      its `let`s or methods that read only those (naming a method without calling it, \
      `model.save` handed to a button or an initializer, is an action, not a read), nor a \
      chain whose first view every construction in the project gives only a constant \
      binding (`.constant(nil)`, `Binding.constant(x)`: a placeholder, no state flows down \
      it; a real source further down is judged on its own chain), nor one whose first view \
      nothing in the project constructs (a dead view; a `public` one may be made by the \
      modules importing it, so its chain stands). `SwiftUI.TextField` and any other \
      module-qualified name mean that module's type, never a same-named project view. Each \
      of those \
      views now depends on data it does not \
      care about, and every refactor of the chain touches all of them. The rule follows \
      values across files: a view property whose only uses are being passed unchanged to \
      another view's initializer is a forwarder, and a chain of `minForwarders` (default 2) \
      or more forwarders is reported at the first one. A view whose body only wraps a private \
      or fileprivate view of the same file (its inner view, also declared in an extension \
      of a generic shell, with modifiers such as an \
      environment value) is one component with it: that hop is not counted as a level. A \
      chain ending in a reusable input control of the project (a view whose one stored \
      property is the binding, made in two places or more) is the control's API; so is the \
      end of a chain into an input control several views hand a binding to, whose only \
      input carrying state is the binding (beside plain values such as a title or an option, \
      its own @State, environment values that are not models): the forwarders of that shape \
      just before it, not private to a file (a picker passing the binding to its segments, a \
      field wrapper around a number field), are the control's parts, not levels; several \
      views building the one wrapper that presents such a control in a navigation stack \
      reuse the control too. \
      The fix: past one or two levels, put \
      the state in a view model or an @Observable model in the environment and let the view \
      that needs it read it directly.
      """,
    options: ["minForwarders": "2"])

  let severity: Severity
  let minForwarders: Int

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
    minForwarders = max(1, settings.int("minForwarders", default: 2))
  }

  private struct Node: Hashable, Comparable {
    var view: String
    var property: String
    static func < (lhs: Node, rhs: Node) -> Bool {
      (lhs.view, lhs.property) < (rhs.view, rhs.property)
    }
  }

  func check(_ facts: ProjectFacts, context: RuleContext) -> [Finding] {
    let index = context.index
    var successors: [Node: [Node]] = [:]
    var forwarders: Set<Node> = []
    var forwardSites: [Node: PropertyForward] = [:]
    for view in index.viewTypes.sorted() {
      for property in index.properties(of: view) where property.isStored && !property.isStatic {
        let node = Node(view: view, property: property.name)
        let usage = facts.usage(of: property.name, in: view)
        var targets: [Node] = []
        var allResolved = true
        for forward in usage.forwards {
          if index.isView(forward.targetType),
            let target = resolve(forward.label, in: forward.targetType, index: index)
          {
            targets.append(Node(view: forward.targetType, property: target))
            forwardSites[node] = forwardSites[node] ?? forward
          } else {
            allResolved = false
          }
        }
        successors[node] = targets
        if Self.isMutableState(property, index: index), !targets.isEmpty, allResolved,
          usage.otherUses == 0, usage.members.isEmpty
        {
          forwarders.insert(node)
        }
      }
    }
    var predecessors: [Node: [Node]] = [:]
    for (node, targets) in successors {
      for target in targets { predecessors[target, default: []].append(node) }
    }
    // A view given only constant bindings for the property (`.constant(nil)` at every
    // construction, or forwards from such views) carries no state: it is no link of a chain.
    let constantFed = Self.constantFed(
      forwarders, predecessors: predecessors, facts: facts, index: index)
    forwarders.subtract(constantFed)

    var findings: [Finding] = []
    var memo: [Node: [Node]] = [:]
    for start in forwarders.sorted()
    where !(predecessors[start] ?? []).contains(where: forwarders.contains) {
      var visiting: Set<Node> = []
      let chain = longestChain(from: start, successors, forwarders, &memo, &visiting)
      guard chain.count >= minForwarders, let last = chain.last else { continue }
      // A chain whose first view nothing in the project constructs (a dead view left in a
      // file) carries no state: no code ever gives it the value. A `public` view may be made
      // by the modules that import it, so its chain stands.
      if (predecessors[start] ?? []).isEmpty,
        (facts.argumentOrigins[start.view] ?? [:]).values.allSatisfy({ $0.sitesAnywhere == 0 }),
        !(index.declarations[start.view] ?? []).contains(where: Self.isPublic)
      {
        continue
      }
      let consumer = (successors[last] ?? []).sorted().first { !forwarders.contains($0) }
      // A view that only wraps its private inner view (setting an environment value around it)
      // is one component with it: that hop is not a drilling level.
      let levels = chain.indices.filter { position in
        let next = position + 1 < chain.count ? [chain[position + 1]] : successors[last] ?? []
        return next.isEmpty
          || !next.allSatisfy { Self.isInsideComponent(chain[position], $0, facts, index) }
      }
      guard levels.count >= minForwarders else { continue }
      // A binding that ends in one input control — a view that edits it only through a
      // framework control (`TextField(text:)`) or a UIKit/AppKit bridge — is that control's API,
      // wrapped in components, not state drilled past views that do not care about it.
      if let consumer, Self.isControlWrapper(consumer.view, consumer.property, facts, index) {
        continue
      }
      // So is a reusable input control of the project (a sort menu, a rating picker): a view
      // whose one stored property is that binding, made in several places.
      if let consumer, Self.isReusableControl(consumer, facts, index) { continue }
      // A binding handed to the project's own input control, which passes it on to its parts
      // (a picker whose segments are the project's buttons, a number field around a field
      // that keeps its text): the control's views are one component. The last view is such a
      // control, reused by several views, and the forwarders at the end of the chain that are
      // control-shaped too, and visible to other files (a screen's private section is the
      // screen's), are its parts, not drilling levels. A control several views reach through
      // the one wrapper that presents it in a navigation stack is reused as well.
      if let consumer, Self.isControlShaped(consumer, index),
        Self.reuses(of: consumer, predecessors, index) >= 2
      {
        let parts = chain.reversed().prefix { node in
          Self.isControlShaped(node, index)
            && !(index.declarations[node.view] ?? []).contains(where: Self.isFilePrivate)
        }.count
        if levels.filter({ $0 < chain.count - parts }).count < minForwarders { continue }
      }
      // Focus state handed to the view that applies `.focused($focus…)`: a control's focus API,
      // which only a view can hold (`@FocusState`), so no model could take it over.
      if let consumer, Self.appliesFocusBinding(consumer, index) { continue }
      // A chain that ends in a view that never touches the value is a dead parameter handed
      // down, not state drilled to the view that needs it: the fix is deleting it.
      if let consumer, Self.isUnused(consumer, facts) { continue }
      // An object the last view only writes into (a measurement it reports, a sink it calls)
      // is handed down like an action closure: the view does not render it.
      if let consumer, Self.isWriteOnlySink(consumer, facts, index) { continue }
      // A plain `let` of a model the last view uses only in actions is a dependency injected
      // through the constructors, not observed state drilled to it.
      if let consumer, Self.isActionDependency(consumer, index) { continue }
      // A list's own row item handed through row components to the view that displays it is
      // how a row is composed, not state drilled from the list.
      if let consumer,
        Self.isRowComposition(
          (start.view, start.property), (consumer.view, consumer.property), facts, index)
      {
        continue
      }
      // A persisted record handed as a plain property to a view that only reads it is the
      // subject the screen's parts display, not state drilled to them.
      if let consumer,
        Self.isDisplayedRecord(
          (start.view, start.property), (consumer.view, consumer.property), facts, index)
      {
        continue
      }
      let origin = (predecessors[start] ?? []).sorted().first { !constantFed.contains($0) }
      guard let anchor = location(of: start, index: index) else { continue }
      var message = "'\(start.property)' is drilled"
      if let origin { message += " from \(origin.view)" }
      message += " through " + chain.map(\.view).joined(separator: " → ")
      message += ", \(chain.count) views that only pass it on"
      if let consumer { message += ", to \(consumer.view), the one that uses it" }
      message +=
        "; let \(consumer?.view ?? "the view that needs it") read it from a view model or "
        + "an @Observable model in the environment instead"
      var related: [RelatedLocation] = []
      for node in chain.dropFirst() + (consumer.map { [$0] } ?? []) {
        if let place = location(of: node, index: index) {
          related.append(
            RelatedLocation(
              file: place.file, position: place.position,
              message: forwarders.contains(node)
                ? "\(node.view).\(node.property) only forwards it"
                : "\(node.view).\(node.property) uses it"))
        }
      }
      findings.append(
        Finding(
          ruleID: Self.description.id, severity: severity, message: message, file: anchor.file,
          position: anchor.position, symbol: "\(start.view).\(start.property)", related: related))
    }
    return findings
  }

  /// Whether `node` hands the value to `target` inside one component: `node`'s view, visible to
  /// other files, is only a shell around `target` — its `body` is one construction of `target`
  /// with modifiers (setting an environment value, a title) — and `target` is a `private` or
  /// `fileprivate` view (declared so itself, or nested in a private type or extension) that the
  /// same file declares, where every forward to it is. The shell and its private inner view are
  /// one screen split in two, so the hop between them is not a drilling level. Hops from the
  /// inner view on, and hops to views other files can use, still are.
  private static func isInsideComponent(
    _ node: Node, _ target: Node, _ facts: ProjectFacts, _ index: ProjectIndex
  ) -> Bool {
    let sources = (index.declarations[node.view] ?? []).filter { $0.kind != .extension }
    guard !sources.isEmpty, !sources.contains(where: isFilePrivate),
      (index.declarations[node.view] ?? []).contains(where: {
        wrapsOnly(target.view, in: $0)
      })
    else { return false }
    let sites = facts.usage(of: node.property, in: node.view).forwards.filter {
      $0.targetType == target.view
    }
    let declarations = (index.declarations[target.view] ?? []).filter { $0.kind != .extension }
    return !sites.isEmpty
      && sites.allSatisfy { site in
        declarations.contains { $0.file == site.file && isFilePrivate($0) }
      }
  }

  /// Whether the declaration's `body` is a single construction of `view`, with modifiers.
  private static func wrapsOnly(_ view: String, in declaration: TypeDeclaration) -> Bool {
    shellConstruction(of: view, in: declaration, throughNavigation: false) != nil
  }

  /// Navigation containers a view may wrap another in to present it on its own.
  private static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView"]

  /// The construction of `view` that the declaration's `body` is, with modifiers
  /// (`Inner(…).environment(…).navigationTitle(…)`), and with `throughNavigation` also inside
  /// a navigation container (`NavigationStack { Inner(…) }`); `nil` when the body is more.
  private static func shellConstruction(
    of view: String, in declaration: TypeDeclaration, throughNavigation: Bool
  ) -> FunctionCallExprSyntax? {
    guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
      return nil
    }
    for member in group.memberBlock.flattenedMembers {
      guard let variable = member.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first,
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
        let statements = SyntaxQueries.getterStatements(of: binding)
      else { continue }
      var expression = SyntaxQueries.singleExpression(of: statements)
      // Peel the modifiers: `Inner(…).environment(…).navigationTitle(…)` → `Inner(…)`.
      while let call = expression?.as(FunctionCallExprSyntax.self) {
        // `Memorized(…)` in `Container`'s body names `Container.Memorized`, declared in an
        // extension of the shell.
        if let name = TypeNames.typeName(ofCallee: call.calledExpression),
          name == view || "\(declaration.qualifiedName).\(name)" == view
        {
          return call
        }
        if throughNavigation,
          let name = TypeNames.typeName(ofCallee: call.calledExpression),
          navigationContainers.contains(name), call.arguments.isEmpty,
          let content = call.trailingClosure
        {
          expression = SyntaxQueries.singleExpression(of: content.statements)
          continue
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { break }
        expression = member.base
      }
      return nil
    }
    return nil
  }

  /// How many places hand `node` its value: the views among `predecessors`, or — when the one
  /// view that does is `node`'s view presented on its own (see
  /// ``isNavigationWrapper(_:_:_:)``) — the places that build the wrapper (outside previews,
  /// also with a binding the builder computes).
  private static func reuses(
    of node: Node, _ predecessors: [Node: [Node]], _ index: ProjectIndex
  ) -> Int {
    let direct = predecessors[node] ?? []
    let views = Set(direct.map(\.view)).count
    guard direct.count == 1, let wrapper = direct.first,
      isNavigationWrapper(wrapper, node, index)
    else { return views }
    let sites = index.constructionLabels?[TypeNames.lastComponent(wrapper.view)]?.count ?? 0
    return max(views, Set((predecessors[wrapper] ?? []).map(\.view)).count, sites)
  }

  /// Whether `node`'s view is `target`'s view presented in a navigation stack: its `body` is
  /// `NavigationStack { Target(…) }` (with modifiers) handing the target every input the
  /// wrapper has (`AddTextsNavigation(texts:title:)` building `AddTextsEditor(texts: $texts,
  /// title: title)`), and the wrapper has no state or default of its own.
  private static func isNavigationWrapper(
    _ node: Node, _ target: Node, _ index: ProjectIndex
  ) -> Bool {
    let declarations = (index.declarations[node.view] ?? []).filter { $0.kind != .extension }
    let inputs = index.storedProperties(of: node.view).filter {
      $0.wrapper != .environment && $0.wrapper != .environmentObject
    }
    guard !declarations.isEmpty, inputs.contains(where: { $0.name == node.property }),
      inputs.allSatisfy({ $0.initialValue == .none && $0.wrapper != .state })
    else { return false }
    return declarations.contains { declaration in
      guard
        let call = shellConstruction(of: target.view, in: declaration, throughNavigation: true),
        shellConstruction(of: target.view, in: declaration, throughNavigation: false) == nil
      else { return false }
      let passed = Set(
        call.arguments.map { argument in
          var text = argument.expression.trimmedDescription
          if text.hasPrefix("self.") { text.removeFirst(5) }
          if text.hasPrefix("$") || text.hasPrefix("_") { text.removeFirst() }
          return text
        })
      return Set(inputs.map(\.name)).isSubset(of: passed)
    }
  }

  /// Whether the declaration is `public` or `open`.
  private static func isPublic(_ declaration: TypeDeclaration) -> Bool {
    SyntaxQueries.isPublic(declaration.node)
  }

  /// Whether a type is visible only in its file: it, or a type or extension it is nested in, is
  /// `private` or `fileprivate`.
  private static func isFilePrivate(_ declaration: TypeDeclaration) -> Bool {
    var current: Syntax? = declaration.node
    while let node = current {
      if let group = node.asProtocol((any DeclGroupSyntax).self),
        group.modifiers.contains(where: {
          $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
        })
      {
        return true
      }
      current = node.parent
    }
    return false
  }

  /// The forwarders that no state reaches: every construction of the view, anywhere in the
  /// project, passes a constant binding for the property (`.constant(nil)`,
  /// `Binding.constant(value)`, a placeholder satisfying the initializer) or forwards it from
  /// another such view. Nothing flows down a chain that starts there, so it is not drilled
  /// state; a real source further down is judged on its own chain.
  private static func constantFed(
    _ forwarders: Set<Node>, predecessors: [Node: [Node]], facts: ProjectFacts,
    index: ProjectIndex
  ) -> Set<Node> {
    var sites: [Node: ArgumentOrigins] = [:]
    for node in forwarders {
      var origins = ArgumentOrigins()
      for (label, found) in facts.argumentOrigins[node.view] ?? [:] where found.sitesAnywhere > 0 {
        if resolveProperty(label.isEmpty ? nil : label, in: node.view, index: index)
          == node.property
        {
          origins.merge(found)
        }
      }
      sites[node] = origins
    }
    // Cheap precondition: some view must be given a constant binding at all.
    guard sites.values.contains(where: { $0.constantBindings > 0 }) else { return [] }
    var fed: Set<Node> = []
    var changed = true
    while changed {
      changed = false
      for node in forwarders.sorted() where !fed.contains(node) {
        guard let origins = sites[node], origins.sitesAnywhere > 0 else { continue }
        var placeholders = origins.constantBindings
        for source in predecessors[node] ?? [] where fed.contains(source) {
          placeholders +=
            facts.usage(of: source.property, in: source.view).forwards.filter {
              $0.targetType == node.view
                && resolveProperty($0.label, in: node.view, index: index) == node.property
            }.count
        }
        if placeholders >= origins.sitesAnywhere {
          fed.insert(node)
          changed = true
        }
      }
    }
    return fed
  }

  /// Whether the view never reads, writes or passes on the property.
  private static func isUnused(_ node: Node, _ facts: ProjectFacts) -> Bool {
    let usage = facts.usage(of: node.property, in: node.view)
    return usage.forwards.isEmpty && usage.members.isEmpty && usage.otherUses == 0
  }

  /// Whether the view only writes into an object it receives (never a `@Binding`: a binding
  /// the end view only sets is still state drilled to it).
  private static func isWriteOnlySink(_ node: Node, _ facts: ProjectFacts, _ index: ProjectIndex)
    -> Bool
  {
    guard let property = index.property(node.property, of: node.view),
      property.wrapper != .binding
    else { return false }
    return facts.usage(of: node.property, in: node.view).isWriteOnly
  }

  /// Whether the view holds the model (an `ObservableObject` or `@Observable` class) as a plain
  /// stored property and its render code reads none of its observable state: it uses the
  /// model only in actions.
  private static func isActionDependency(_ node: Node, _ index: ProjectIndex) -> Bool {
    guard let property = index.property(node.property, of: node.view), property.wrapper == nil,
      let type = property.typeName, index.isObservedModel(type)
    else { return false }
    let classifier = ClosureClassifier(index: index)
    let declarations = index.declarations[node.view] ?? []
    if !declarations.contains(where: { declaration in
      StateHoldsReferenceRule.readsObservableState(
        of: node.property, type: type, in: declaration, index: index, classifier: classifier)
    }) {
      return true
    }
    // Calling a method that reads only the model's `let`s (a formatter it holds) in render
    // code reads no observed state either.
    return !readsObservedState(of: node.property, type: type, in: declarations, index: index)
  }

  /// Mutable state a parent hands down: a `@Binding`, an `@ObservedObject`/`@Bindable`, or a
  /// plain stored input whose type is an `@Observable` class. Plain values and closures passed
  /// through reusable components are ordinary composition, not drilling.
  static func isMutableState(_ property: PropertyDeclaration, index: ProjectIndex) -> Bool {
    guard property.isInput, !property.isClosure else { return false }
    switch property.wrapper {
    case .binding, .observedObject, .bindable: return true
    case nil:
      // A plain `let` is observed only for an @Observable class (Observation tracks reads);
      // a plain `let` of an ObservableObject is a dependency handed on, not observed state.
      guard let type = property.typeName else { return false }
      return index.observationTypes.contains(type)
    default: return false
    }
  }

  /// Whether the view's property is a focus binding (`@FocusState.Binding var focus` or
  /// `FocusState<…>.Binding`) that the view hands to the `.focused(_:)` or
  /// `.focused(_:equals:)` modifier.
  private static func appliesFocusBinding(_ node: Node, _ index: ProjectIndex) -> Bool {
    guard let property = index.property(node.property, of: node.view), isFocusBinding(property)
    else { return false }
    let projected = "$" + node.property
    return (index.declarations[node.view] ?? []).contains { declaration in
      declaration.node.tokens(viewMode: .sourceAccurate).contains { token in
        guard token.tokenKind == .identifier("focused"),
          let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          let call = member.parent?.as(FunctionCallExprSyntax.self),
          let first = call.arguments.first?.expression.trimmedDescription
        else { return false }
        return first == projected || first == "self." + projected
      }
    }
  }

  /// Whether the property holds a `FocusState` binding: declared `@FocusState.Binding` or
  /// annotated `FocusState<…>.Binding`.
  private static func isFocusBinding(_ property: PropertyDeclaration) -> Bool {
    let declared = property.declaration.attributes.contains { element in
      guard case .attribute(let attribute) = element else { return false }
      let name = attribute.attributeName.trimmedDescription
      return name == "FocusState.Binding" || name == "SwiftUI.FocusState.Binding"
    }
    if declared { return true }
    guard let type = property.typeText else { return false }
    return type.hasPrefix("FocusState<") && type.hasSuffix(">.Binding")
      || type.hasPrefix("SwiftUI.FocusState<") && type.hasSuffix(">.Binding")
  }

  private static let bridges: Set<String> = [
    "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable",
    "NSViewControllerRepresentable",
  ]

  /// A view that bridges a platform control, or that changes `property` only through a view the
  /// project does not declare (a framework control) or through a `@Binding` of a project view
  /// that is itself such a control wrapper (a private wrapper around an NSViewRepresentable),
  /// reading at most its members and keying change reactions on it (`.animation(_:value:)`).
  static func isControlWrapper(
    _ view: String, _ property: String, _ facts: ProjectFacts, _ index: ProjectIndex,
    depth: Int = 0
  ) -> Bool {
    let declarations = index.declarations[view] ?? []
    if declarations.contains(where: { $0.inheritedTypes.contains(where: bridges.contains) }) {
      return true
    }
    let usage = facts.usage(of: property, in: view)
    let reachesControl = { (type: String, label: String?) -> Bool in
      // Framework types: the project at most extends them (`extension TextField`). A name only
      // nested project types carry (`Modifiers.ClearableField`) is the project's, not one.
      if isFrameworkType(type, index: index) { return true }
      // The project's `ViewModifier` that gives it only to framework controls.
      if !index.isView(type), index.hostTypes.contains(type),
        let next = resolveBinding(label, in: type, index: index)
      {
        return handsOnlyToFrameworkControls(next, of: type, index: index)
      }
      guard depth < 3, type != view, index.isView(type),
        let next = resolveBinding(label, in: type, index: index)
      else { return false }
      return isControlWrapper(type, next, facts, index, depth: depth + 1)
    }
    // Handed to the project's own modifier method (`.edit(text: $text)`) whose every use of it
    // builds a control with it (`modifier(Edit(text: text))`, `TextField(text: text)`).
    let viaMethods = usage.methodForwards
    if !viaMethods.isEmpty, usage.otherUses == usage.changeKeyUses + viaMethods.count {
      return viaMethods.allSatisfy { forward in
        methodBuildsOnly(forward, index: index, reachesControl)
      } && usage.forwards.allSatisfy { reachesControl($0.targetType, $0.label) }
    }
    guard usage.otherUses == usage.changeKeyUses else { return false }
    return usage.forwards.contains { reachesControl($0.targetType, $0.label) }
  }

  /// Whether `type` is a framework's: the project at most extends it (`extension TextField`),
  /// and, written unqualified, no project type nested in another carries its name
  /// (`ClearableField` for `Modifiers.ClearableField`); a module-qualified name the project
  /// does not declare (`SwiftUI.TextField`) is the framework's.
  private static func isFrameworkType(_ type: String, index: ProjectIndex) -> Bool {
    let declarations = index.declarations[type] ?? []
    if declarations.isEmpty {
      return type.contains(".") || !index.declaredSimpleNames.contains(type)
    }
    return declarations.allSatisfy { $0.kind == .extension }
  }

  /// Whether `type`'s declarations use its property `property` (as `property`, `$property`,
  /// `self.property`) only as arguments of constructions of framework types (`TextField(text:
  /// $text)`), at least once.
  private static func handsOnlyToFrameworkControls(
    _ property: String, of type: String, index: ProjectIndex
  ) -> Bool {
    let spellings: Set<String> = [property, "$" + property, "_" + property]
    var uses = 0
    for declaration in index.declarations[type] ?? [] {
      guard
        let found = constructionArgumentUses(
          of: spellings, in: Syntax(declaration.node), throughSelf: true,
          accepts: { constructed, _ in isFrameworkType(constructed, index: index) })
      else { return false }
      uses += found
    }
    return uses > 0
  }

  /// Whether every method of the project named like `forward` that takes its label, and there
  /// is one, is a view-building method taking a binding there (its return type a view, the
  /// parameter a `Binding<…>`) and uses that parameter only as an argument of constructions
  /// that `reachesControl` accepts (type, label), and at least once.
  private static func methodBuildsOnly(
    _ forward: MethodForward, index: ProjectIndex, _ reachesControl: (String, String?) -> Bool
  ) -> Bool {
    var found = false
    for type in index.declarations.keys {
      for function in index.functionDeclarations(named: forward.method, in: type) {
        guard
          let parameter = function.signature.parameterClause.parameters.first(where: {
            $0.firstName.text == forward.label
          })
        else { continue }
        guard let body = function.body,
          function.signature.returnClause?.type.trimmedDescription.hasSuffix("View") == true,
          TypeNames.simpleName(of: parameter.type) == "Binding",
          let uses = constructionArgumentUses(
            of: [(parameter.secondName ?? parameter.firstName).text], in: Syntax(body),
            throughSelf: false, accepts: reachesControl),
          uses > 0
        else { return false }
        found = true
      }
    }
    return found
  }

  /// How many times `node` names one of `spellings` (bare, or as `self.name` when
  /// `throughSelf`; `other.name` is another thing), when every such use is an argument of a
  /// construction that `accepts` (its type, the argument's label); `nil` when one is not.
  private static func constructionArgumentUses(
    of spellings: Set<String>, in node: Syntax, throughSelf: Bool,
    accepts: (String, String?) -> Bool
  ) -> Int? {
    var uses = 0
    for token in node.tokens(viewMode: .sourceAccurate) where spellings.contains(token.text) {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        let use = SyntaxQueries.ownUse(of: reference, throughSelf: throughSelf)
      else { continue }
      guard let argument = use.parent?.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        let type = TypeNames.constructedType(by: ExprSyntax(call)),
        accepts(type, argument.label?.text)
      else { return nil }
      uses += 1
    }
    return uses
  }

  /// Whether `node`'s view is a reusable input control of the project: the `@Binding` is its
  /// one stored instance property (its whole API), and the project constructs it in at least
  /// two places. A hand-written picker needs the binding wherever the state lives.
  private static func isReusableControl(_ node: Node, _ facts: ProjectFacts, _ index: ProjectIndex)
    -> Bool
  {
    let stored = index.storedProperties(of: node.view).filter { !$0.isStatic }
    guard stored.count == 1, let only = stored.first, only.name == node.property,
      only.wrapper == .binding
    else { return false }
    let sites = (facts.argumentOrigins[node.view] ?? [:]).values.reduce(0) {
      max($0, $1.sitesAnywhere)
    }
    return sites >= 2
  }

  /// Whether `node`'s view is shaped like an input control for its property: the property is a
  /// `@Binding`, and it is the view's only input that carries state — its other stored
  /// instance properties are plain values (a title, an option, a unit, an action closure), its
  /// own `@State`, `@FocusState` or other wrappers that hold no model, or environment values
  /// that are not models.
  private static func isControlShaped(_ node: Node, _ index: ProjectIndex) -> Bool {
    guard index.property(node.property, of: node.view)?.wrapper == .binding else { return false }
    for other in index.storedProperties(of: node.view) where other.name != node.property {
      switch other.wrapper {
      case .binding, .bindable, .observedObject, .stateObject, .environmentObject:
        return false
      case .environment:
        if index.environmentModelType(of: other).map(index.isObservable) ?? false { return false }
      default:
        // A model held any other way (`let store: Store`, `@State var model = Model()`) makes
        // the view more than a control.
        if let type = other.inferredTypeName,
          index.isObservable(type) || index.classTypes.contains(type)
        {
          return false
        }
      }
    }
    return true
  }

  /// The `@Binding` of `view` that an argument labeled `label` initializes.
  private static func resolveBinding(_ label: String?, in view: String, index: ProjectIndex)
    -> String?
  {
    guard let name = resolveProperty(label, in: view, index: index),
      index.property(name, of: view)?.wrapper == .binding
    else { return nil }
    return name
  }

  private func longestChain(
    from node: Node, _ successors: [Node: [Node]], _ forwarders: Set<Node>,
    _ memo: inout [Node: [Node]], _ visiting: inout Set<Node>
  ) -> [Node] {
    if let known = memo[node] { return known }
    guard visiting.insert(node).inserted else { return [] }
    var best: [Node] = []
    for next in (successors[node] ?? []).sorted() where forwarders.contains(next) {
      let tail = longestChain(from: next, successors, forwarders, &memo, &visiting)
      if tail.count > best.count { best = tail }
    }
    visiting.remove(node)
    let chain = [node] + best
    memo[node] = chain
    return chain
  }

  /// The stored property of `view` that an argument labeled `label` initializes.
  private func resolve(_ label: String?, in view: String, index: ProjectIndex) -> String? {
    Self.resolveProperty(label, in: view, index: index)
  }

  /// The stored property of `view` that an argument labeled `label` initializes.
  static func resolveProperty(_ label: String?, in view: String, index: ProjectIndex)
    -> String?
  {
    let declarations = index.declarations[view] ?? []
    let initializers = declarations.flatMap(\.initializers)
    for initializer in initializers {
      if let parameter = initializer.parameters.first(where: { $0.label == label }) {
        if let property = initializer.assignments[parameter.name] { return property }
      }
    }
    let hasExplicitInit = declarations.contains {
      $0.kind != .extension && !$0.initializers.isEmpty
    }
    if !hasExplicitInit, let label, index.property(label, of: view)?.isStored == true {
      return label
    }
    return nil
  }

  private func location(of node: Node, index: ProjectIndex) -> (
    file: String, position: SourcePosition
  )? {
    for declaration in index.declarations[node.view] ?? [] {
      if let property = declaration.properties.first(where: { $0.name == node.property }) {
        return (declaration.file, property.position)
      }
    }
    return nil
  }
}
