import SwiftSyntax

/// `body-side-effect`: work in `body` that mutates state, writes caches, allocates models or
/// calls services.
struct BodySideEffectRule: FileRule {
  static let description = RuleDescription(
    id: "body-side-effect",
    name: "Side effect in body",
    summary:
      "body (or a view-building helper) mutates state, allocates a model or calls a service.",
    explanation: """
      SwiftUI calls `body` whenever it likes — once per state change, sometimes more — so \
      `body` must be a pure function of the view's state (and so must the helpers it calls; \
      a view-building helper nothing calls never renders and is not checked, nor is one only \
      actions use, built when the action runs). \
      Assigning to state or a cache, appending to an array, allocating a model object, \
      starting a Task or calling a service from `body` repeats that work on every render, \
      can loop (a state write invalidates the body that wrote it) and makes rendering slow. \
      Calling a method counts by what the method does, not by its name: a method of the \
      project that assigns to its object's stored properties (or sends objectWillChange) \
      changes shared state, one that is async or awaits starts work (work in a closure it \
      only stores in a value or returns runs later and does not count). A lookup in a cache \
      (`cache[key]`, `cache.object(forKey:)`, `cache.get(key)`, on a type or property named \
      like a cache) is a read, not a side effect: it returns the same value on every render, \
      even when the cache keeps recency or hit counts inside. Putting into a cache (`set`, \
      `insert`, `store`, `cache[key] = value`) is a write and is reported, and so is a lookup \
      that creates and stores the entry on a miss (get-or-create: the method assigns through a \
      subscript or calls `setObject`/`insert`/`updateValue` on what it holds): rendering \
      allocates and fills the cache. A log line or analytics event fired and forgotten into a \
      sink no view observes (`let _ = logger.debug(…)`, as `view-calls-service` defines it) is \
      a render trace like `let _ = print(…)`, not an effect. Derive values \
      instead, and move work into actions that run later: `.onAppear`, \
      `.task`, `.onChange`, button actions, or the view model's intent handler. Closures that \
      run later — `Button` and `PasteButton` actions, `onAppear`, `task`, a control's \
      editing callback (`Slider(value: $v) { editing in … }`), the closures of a `Stepper` \
      built with a title (`Stepper("Count") { … } onDecrement: { … }`: its `onIncrement`, it \
      has no label closure) or opening with its `onIncrement` before `onDecrement:` and \
      `label:` (`Stepper { … } onDecrement: { … } label: { … }`), a closure bound to an action parameter of the project's own view \
      modifier (`.contextMenu(entries, { choice in … })` where a `View` extension declares it \
      taking `(String) -> Void`; SwiftUI's `.contextMenu { … }` stays content), \
      `Binding(get:set:)`, a custom view's action parameters, a closure stored in a value \
      (`.sheet(closeSheet: { … })` as an argument), an argument for a parameter the project \
      declares `@autoclosure` (`Row(onTap: { … }())`), any closure flowline does not recognise \
      as view-building content — are not body work and are never reported. Building an \
      ObservableObject that never announces a change (no @Published property, nothing \
      changes it) is like building a value, and an argument for a @StateObject parameter of \
      a view's memberwise initializer (also one named through the app's own module, \
      `Vault.ImportView(…)`) is an autoclosure run once per view identity, with every \
      call inside it: \
      neither is reported; nor is a stateless adapter, a class whose stored properties are \
      `let`s holding the closures and values it is handed, or `var`s and `@Published var`s \
      that nothing in the project writes after it is made (initializers that only store \
      them or derive display values in a private setup method that only stores, no `deinit`; a write in a method nothing calls, overrides or may require does not \
      count, so a holder whose only mutator is never called is a value): it keeps no state of \
      its own, even when its methods send \
      objectWillChange, so building one per render from the same inputs loses nothing; \
      nor is a class that keeps everything in the user defaults (each stored property a \
      project defaults wrapper or a mirror of a store, beside what only follows from how it \
      is made — the rule observed-object-owned applies the same test). \
      Likewise a class wired up by one initializer (it subscribes or `assign(to:)`s) but built \
      through another, picked by the call's argument labels, that only stores its arguments \
      (`Meter(fixed: 0.5)` beside `Meter(feed)`): that object has no source of change. \
      Nor is a helper built only to call one method at once whose result is used \
      (`Text(Label_maker(date).text(.short))`): when its initializer only stores, the method \
      changes no stored property, starts no work, returns a value other than the object or a \
      view and never passes `self` on, the object is dropped in the same expression, a pure \
      computation. Nor is a blank placeholder (`cache[id] ?? Model()`, `Cell(board: \
      .constant(Board()))`, or the argument for a stored property the view never names \
      again but to store it in an initializer, `Canvas(listener: Listener())`) of a class whose no-argument initializer only stores and whose \
      properties start from plain values: it starts nothing and holds nothing. Nor is an \
      object made that way (a console `print` in its initializer, or arithmetic on its own \
      locals, is not work; a library value \
      made from constants, `Color(hue: 0.3, saturation: 0.6, brightness: 0.7)`, is a plain \
      value) handed only to the project's helpers that read it (`Text(row).tile(palette: \
      Palette())`, where `tile` and whatever it hands the palette on to only read its \
      properties or call its methods that change nothing and hand `self` to nothing): nothing \
      is written to that instance, so the next render's loses nothing. A view's initializer \
      is such a reader only when it is the memberwise one and the view keeps the object in a \
      plain stored property (no wrapper) that it only reads (a form's preview card fed a \
      record built from the fields, `let preview = Tunnel(…)` then `TunnelCard(tunnel: \
      preview)`, the record's parts included); otherwise the view keeps it as its model. A \
      closure the view keeps is no reader, nor a helper that writes through it, binds it, \
      keeps it or calls a method the project declares on what it holds. A \
      method that only describes a stream (declared to return a publisher or async sequence, \
      its body mapping what the object holds without sending, subscribing, starting work or \
      changing state), like the publisher handed to `.onReceive`, is a read, and so is a \
      method that only sets the options of a formatter or the input of a Core Image filter \
      its object keeps in a `let` before reading the result; of two overloads, one returning \
      a Future or publisher, a call whose result is used as a value is the other. Writing a stored property of a plain, non-observable class kept \
      in @State (a "latest handler" box, `box.action = action`) invalidates nothing and is not \
      reported, nor is a constant setting (`formatter.dateStyle = .short`) on an \
      unobservable object the view makes itself in a stored `let` or @State; writes to values \
      in @State, observable objects or objects handed in are. So is \
      a method call that steps such a box inside a `TimelineView`'s content when the view \
      makes the box itself (animation bookkeeping, once per frame by design). A name the \
      project declares only nested in another type (`Schema.Item`), written unqualified \
      outside that type, is another module's type and not the project's class.
      """)

  let severity: Severity

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
  }

  func check(_ file: LintFile, context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    let classifier = ClosureClassifier(index: context.index)
    let services = ServiceClassifier(
      index: context.index, naming: context.naming, module: file.module)
    for declaration in file.declarations where context.index.isHost(declaration.name) {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { continue }
      let properties = context.index.propertyMap(of: declaration.name)
      for member in group.memberBlock.flattenedMembers {
        guard let (name, code) = Self.renderCode(member) else { continue }
        // A view-building helper nothing calls never renders (a helper left after a refactor).
        if let function = member.as(FunctionDeclSyntax.self),
          ViewCallsServiceRule.isUnusedMethod(function, of: declaration.name, index: context.index)
        {
          continue
        }
        // A helper only actions use (`navigateTo(destination: detailsView)` in `.onReceive`)
        // is built when the action runs, not while rendering.
        if name != "body",
          Self.isUsedOnlyInActions(
            Self.memberName(member) ?? name, of: declaration.name, classifier: classifier,
            index: context.index)
        {
          continue
        }
        let locals = LocalNameCollector(viewMode: .sourceAccurate)
        locals.walk(code)
        let visitor = BodyEffectVisitor(
          classifier: classifier, services: services, index: context.index,
          properties: properties, locals: locals.names)
        if context.index.isAppOrScene(declaration.name) { visitor.sceneModule = file.module }
        visitor.scope = declaration.qualifiedName
        visitor.module = file.module
        visitor.walk(code)
        var seenLines: Set<Int> = []
        for effect in visitor.effects {
          let position = file.position(of: effect.node)
          guard seenLines.insert(position.line).inserted else { continue }
          findings.append(
            finding(
              in: file, at: effect.node,
              "\(declaration.name).\(name) \(effect.summary) while rendering; \(name) must stay a "
                + "pure function of state — move this into an action (.task, .onAppear, a button) "
                + "or derive the value",
              symbol: "\(declaration.qualifiedName).\(name).\(effect.key)"))
        }
      }
    }
    return findings
  }

  /// The code SwiftUI runs to render: `var body`, `func body(content:)`, and helpers that
  /// return views (`var header: some View`, `@ViewBuilder func row(…)`).
  static func renderCode(_ decl: DeclSyntax) -> (String, Syntax)? {
    if let variable = decl.as(VariableDeclSyntax.self), !SyntaxQueries.isStatic(variable.modifiers),
      let binding = variable.bindings.first,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
      let accessors = binding.accessorBlock
    {
      let name = identifier.identifier.text
      let typeText = binding.typeAnnotation?.type.trimmedDescription ?? ""
      let isViewBuilder =
        SyntaxQueries.attribute(named: "ViewBuilder", in: variable.attributes) != nil
      guard name == "body" || isViewBuilder || returnsView(typeText) else { return nil }
      switch accessors.accessors {
      case .getter(let body): return (name, Syntax(body))
      case .accessors(let list):
        guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
          let body = getter.body
        else { return nil }
        return (name, Syntax(body))
      }
    }
    if let function = decl.as(FunctionDeclSyntax.self), let body = function.body,
      !SyntaxQueries.isStatic(function.modifiers)
    {
      let returnText = function.signature.returnClause?.type.trimmedDescription ?? ""
      let isViewBuilder =
        SyntaxQueries.attribute(named: "ViewBuilder", in: function.attributes) != nil
      guard isViewBuilder || returnsView(returnText) else { return nil }
      return (function.name.text == "body" ? "body" : "\(function.name.text)()", Syntax(body))
    }
    return nil
  }

  /// The name a member is referred to by: a property's or a method's.
  static func memberName(_ decl: DeclSyntax) -> String? {
    if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text }
    return decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern
      .as(IdentifierPatternSyntax.self)?.identifier.text
  }

  /// Whether the view's helper `name` is referred to (bare or through `self`, in any of the
  /// type's declarations) at least once and only from action code: inside a deferred closure
  /// (a button's action, `.onReceive`, `.task`), or in a method that builds no view.
  static func isUsedOnlyInActions(
    _ name: String, of type: String, classifier: ClosureClassifier, index: ProjectIndex
  ) -> Bool {
    var used = false
    for declaration in index.declarations[type] ?? [] {
      for token in declaration.node.tokens(viewMode: .sourceAccurate)
      where token.tokenKind == .identifier(name) {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          SyntaxQueries.ownUse(of: reference, throughSelf: true) != nil
        else { continue }
        used = true
        var current = Syntax(reference)
        var inAction = false
        while let parent = current.parent {
          if let closure = parent.as(ClosureExprSyntax.self),
            classifier.role(of: closure) == .deferred
          {
            inAction = true
            break
          }
          if let decl = parent.as(MemberBlockItemSyntax.self)?.decl {
            inAction = renderCode(decl) == nil
            break
          }
          current = parent
        }
        if !inAction { return false }
      }
    }
    return used
  }

  private static func returnsView(_ typeText: String) -> Bool {
    typeText == "some View" || typeText == "AnyView" || typeText == "some Scene"
  }
}

/// One side effect found while walking render code.
struct BodyEffect {
  var node: Syntax
  var summary: String
  var key: String
}

/// Walks render code, descending only into closures that run while rendering.
final class BodyEffectVisitor: SyntaxVisitor {
  private let classifier: ClosureClassifier
  private let services: ServiceClassifier
  let index: ProjectIndex
  let properties: [String: PropertyDeclaration]
  let locals: Set<String>
  private(set) var effects: [BodyEffect] = []
  /// The module of the `App` or `Scene` whose body is walked, where SwiftUI's own scene and
  /// view names mean SwiftUI's types unless the module itself declares them.
  var sceneModule: String?
  /// The dotted path of the type (or extension) whose render code is walked, for resolving
  /// the type names it writes unqualified.
  var scope = ""
  /// The module of the file whose render code is walked: a name another module also declares
  /// (a phone and a watch target's `MenuView`) means this module's type.
  var module = ""

  /// SwiftUI scenes and views an `App` or `Scene` body builds by name.
  static let swiftUISceneNames: Set<String> = [
    "Settings", "WindowGroup", "Window", "MenuBarExtra", "DocumentGroup", "UtilityWindow",
    "ImmersiveSpace", "WKNotificationScene", "Group", "Text", "Label", "Image", "Button",
    "EmptyView", "Divider", "Toggle", "Menu", "Section",
  ]

  static let mutatingMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeValue",
    "removeSubrange", "popLast", "popFirst", "toggle", "sort", "shuffle", "reverse",
    "updateValue", "merge", "formUnion", "formIntersection", "formSymmetricDifference",
    "subtract", "setValue", "setObject", "removeObject", "replaceSubrange",
  ]

  /// Whether the project's method `method` of the receiver's type (when known) changes the
  /// value's stored properties (a `mutating func toggle(id:)` of a selection struct).
  private func projectMethodMutates(_ method: String, receiver: ExprSyntax) -> Bool {
    guard let type = heldType(of: receiver) else { return false }
    return index.methods(named: method, in: type).contains { !$0.mutatedNames.isEmpty }
  }

  /// `sortType.sort(itemOne: $0, itemTwo: $1)`: argument labels the standard library's `sort`
  /// (none, `by:`, `using:`) or `toggle` (none) never take — a project method of that name,
  /// such as a comparison, not the collection's mutation.
  static func isLabelledBeyondLibrary(_ call: FunctionCallExprSyntax, method: String) -> Bool {
    let allowed: Set<String>
    switch method {
    case "sort": allowed = ["by", "using"]
    case "toggle": allowed = []
    default: return false
    }
    return call.arguments.contains { argument in
      guard let label = argument.label?.text else { return false }
      return !allowed.contains(label)
    }
  }

  /// Of ``mutatingMethods``, those the standard library declares returning nothing: a call of
  /// one of these names whose value is used (`sort: state.sort(find)`) is some other method.
  static let voidMutators: Set<String> = [
    "append", "removeAll", "removeSubrange", "toggle", "sort", "shuffle", "reverse", "merge",
    "formUnion", "formIntersection", "formSymmetricDifference", "subtract", "setValue",
    "setObject", "removeObject", "replaceSubrange",
  ]

  /// Whether the value of `call` is used: not a statement of its own, nor bound or assigned to
  /// `_` (`let _ = items.sort()` in a view builder runs it for its effect).
  static func valueIsUsed(_ call: FunctionCallExprSyntax) -> Bool {
    guard ServiceClassifier.resultIsUsed(call) else { return false }
    var node = Syntax(call)
    while let parent = node.parent, parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self)
    {
      node = parent
    }
    if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
      PatternBindingSyntax.self), binding.pattern.is(WildcardPatternSyntax.self)
    {
      return false
    }
    return true
  }

  init(
    classifier: ClosureClassifier, services: ServiceClassifier, index: ProjectIndex,
    properties: [String: PropertyDeclaration], locals: Set<String>
  ) {
    self.classifier = classifier
    self.services = services
    self.index = index
    self.properties = properties
    self.locals = locals
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    classifier.role(of: node) == .deferred ? .skipChildren : .visitChildren
  }

  /// An argument for an `@autoclosure` parameter of a project initializer or method runs when
  /// the callee calls it (a button's action), not while `body` is evaluated. So does the
  /// argument for a `@StateObject` of a view's memberwise initializer
  /// (`Detail(model: DetailModel(meal: store.fetch(id)))`): `StateObject(wrappedValue:)`
  /// takes an autoclosure, evaluated once per view identity, not on every render.
  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    if let call = node.parent?.parent?.as(FunctionCallExprSyntax.self),
      index.isAutoclosureArgument(node, of: call)
    {
      return .skipChildren
    }
    return isStateObjectSlot(node) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    checkAssignment(Syntax(node))
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    checkAssignment(Syntax(node))
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression
    let name = SyntaxQueries.calleeName(callee)
    if name == "Task" || (name == "detached" && callee.trimmedDescription.hasPrefix("Task")) {
      record(node, "starts a Task", key: "task")
      return .visitChildren
    }
    if let name, name.hasPrefix("async"),
      SyntaxQueries.rootIdentifier(of: callee)?.name == "DispatchQueue"
    {
      record(node, "schedules work on DispatchQueue", key: "dispatch")
      return .visitChildren
    }
    // A publisher described, not run (`model.updates()` for `.onReceive`): nothing happens
    // until SwiftUI subscribes, whatever the object is.
    if let (receiver, method) = SyntaxQueries.methodCall(node),
      let type = heldType(of: receiver) ?? projectType(named: receiver),
      index.methodOnlyDescribesStream(
        method, in: type, requirementsToo: Self.isReceivedPublisher(node))
    {
      return .visitChildren
    }
    // A log line or an analytics event (`let _ = logger.debug(…)`), fired and forgotten into a
    // sink no view observes: a render trace, like `let _ = print(…)`.
    if services.isInstrumentationCall(node, properties: properties) { return .visitChildren }
    if !isLocalReceiver(node), let service = services.serviceCall(node, properties: properties) {
      record(node, "calls the service `\(service)`", key: "service.\(service)")
      return .visitChildren
    }
    if let (receiver, method) = SyntaxQueries.methodCall(node),
      !index.isViewBuildingMethod(method), !ClosureClassifier.isDeferredName(method)
    {
      if let root = SyntaxQueries.rootIdentifier(of: receiver), isViewState(root) {
        // `state.sort(find)` whose value is used is not the collection's `sort()`, which
        // returns nothing: a project method of that name that reads.
        if Self.mutatingMethods.contains(method)
          && !(Self.voidMutators.contains(method) && Self.valueIsUsed(node))
          && !(Self.isLabelledBeyondLibrary(node, method: method)
            && !projectMethodMutates(method, receiver: receiver))
          && !isImmutableValue(receiver)
          || (method == "send"
            && receiver.as(MemberAccessExprSyntax.self)?.declName.baseName.text
              == "objectWillChange")
        {
          record(
            node, "mutates `\(Self.short(receiver))` (\(method))",
            key: "mutate.\(root.name).\(method)")
          return .visitChildren
        }
        if method == "send" || method == "dispatch" {
          record(
            node, "sends `\(Self.short(receiver)).\(method)(…)`",
            key: "trigger.\(root.name).\(method)")
          return .visitChildren
        }
      }
      if let type = heldType(of: receiver) {
        if Self.isCacheLookup(receiver: receiver, type: type, method: method),
          !index.methodStoresEntries(method, in: type)
        {
          // An idempotent read: the same value on every render, whatever the cache keeps.
          if index.methodStartsWork(
            method, in: type, unawaitedCall: !SyntaxQueries.isAwaited(node),
            valueResult: Self.usesResultAsValue(node))
          {
            record(
              node, "starts work through `\(Self.short(receiver)).\(method)(…)`",
              key: "trigger.\(type).\(method)")
          }
        } else if index.methodMutatesState(method, in: type),
          !isFrameStepOfOwnedBox(node, receiver: receiver, type: type, method: method)
        {
          record(
            node, "changes shared state through `\(Self.short(receiver)).\(method)(…)`",
            key: "mutate.\(type).\(method)")
        } else if index.methodStartsWork(
          method, in: type, unawaitedCall: !SyntaxQueries.isAwaited(node),
          valueResult: Self.usesResultAsValue(node))
        {
          record(
            node, "starts work through `\(Self.short(receiver)).\(method)(…)`",
            key: "trigger.\(type).\(method)")
        }
      }
      return .visitChildren
    }
    if let type = TypeNames.constructedType(by: ExprSyntax(node)), index.isObservedModel(type),
      !index.isView(type), !index.isInertObservableObject(type),
      !isStatelessAdapter(type, call: node),
      // Keeps everything in the user defaults (or mirrors another store): a new one reads
      // the same values back, so one per render loses nothing.
      !ObservedObjectOwnedRule.keepsEverythingInDefaults(
        type, index: index, countingAppStorage: true),
      !isInertInitializerSelection(node, type: type),
      !isBlankFallback(node, type: type), !isThrowawayForPureCall(node, type: type),
      !isHandedOnlyToReaders(node, type: type),
      !isSwiftUISceneName(type, call: node), !namesOtherModulesType(node, type: type)
    {
      record(node, "allocates \(type)", key: "allocate.\(type)")
    }
    return .visitChildren
  }

  /// `Settings { … }` in an `App` body is SwiftUI's scene, not a project class of the same
  /// name that only another module declares, or whose initializers take no closure for the
  /// trailing one.
  private func isSwiftUISceneName(_ type: String, call: FunctionCallExprSyntax) -> Bool {
    guard let sceneModule, Self.swiftUISceneNames.contains(type) else { return false }
    guard index.declares(type, inModule: sceneModule) else { return true }
    guard call.trailingClosure != nil else { return false }
    return !(index.declarations[type] ?? []).contains { declaration in
      declaration.initializers.contains { $0.parameters.contains(where: \.isClosure) }
    }
  }

  /// `Item(…)` written unqualified outside the types the project nests its only `Item` in
  /// (`Schema.Item`): Swift resolves the name to another module's type, not the project's.
  private func namesOtherModulesType(_ node: FunctionCallExprSyntax, type: String) -> Bool {
    guard index.nestedOnlyEnclosures[type] != nil,
      TypeNames.path(ofTypeExpression: node.calledExpression)?.contains(".") == false
    else { return false }
    return index.isHiddenNestedType(type, from: scope)
  }

  /// Whether a call's result is used as a plain value: not chained on (`.sink`, `.values`), and
  /// not a statement of its own unless it is the single expression a closure returns.
  static func usesResultAsValue(_ node: FunctionCallExprSyntax) -> Bool {
    guard let parent = SyntaxQueries.effectWrapper(of: Syntax(node)).parent else { return false }
    if parent.is(MemberAccessExprSyntax.self) { return false }
    if let item = parent.as(CodeBlockItemSyntax.self) {
      guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
        list.parent?.is(ClosureExprSyntax.self) == true
      else { return false }
    }
    return true
  }

  /// Whether `argument` is passed for a `@StateObject` of a project view that has only its
  /// memberwise initializer.
  private func isStateObjectSlot(_ argument: LabeledExprSyntax) -> Bool {
    guard let label = argument.label?.text,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let view = index.resolveCallee(call.calledExpression, inModule: module, scope: scope),
      index.isView(view)
    else { return false }
    let declarations = (index.declarations[view] ?? []).filter { $0.kind != .extension }
    guard !declarations.isEmpty, declarations.allSatisfy({ $0.initializers.isEmpty }) else {
      return false
    }
    return declarations.contains { declaration in
      declaration.properties.contains {
        $0.name == label && $0.wrapper == .stateObject && !$0.isStatic
      }
    }
  }

  private func checkAssignment(_ node: Syntax) {
    guard let (lhs, rhs, isCompound) = SyntaxQueries.assignment(node) else { return }
    if lhs.is(DiscardAssignmentExprSyntax.self) { return }
    guard let root = SyntaxQueries.rootIdentifier(of: lhs) else { return }
    if isViewState(root) {
      // A plain class kept in @State (a "latest handler" box) is written without invalidating
      // anything: the view's storage keeps the same reference.
      if isWriteIntoStateBox(lhs) { return }
      // `formatter.dateStyle = .short` on a formatter the view makes itself: the same setting
      // on every render.
      if !isCompound, isConstantSettingOfOwnedObject(lhs, value: rhs) { return }
      record(node, "assigns to `\(Self.short(lhs))`", key: "assign.\(root.name)")
    } else if TypeNames.isTypeLike(root.name),
      root.name != "Self" || lhs.is(MemberAccessExprSyntax.self)
    {
      record(node, "writes shared state `\(Self.short(lhs))`", key: "assign.\(root.name)")
    }
  }

  /// `mainText.removeFirst(of: ".")` on the view's `let mainText: String`: a constant of a
  /// value type cannot be mutated, so the call is a non-mutating method of that name (a
  /// package's extension returning a copy), whatever it is called. The receiver must be the
  /// property itself (`name` or `self.name`: `lists[0].append(x)` mutates an element, which
  /// may be an object). A `let` of a class, a wrapped property, or a type the project cannot
  /// tell is a value keeps the call reported.
  private func isImmutableValue(_ receiver: ExprSyntax) -> Bool {
    let isWholeProperty =
      receiver.is(DeclReferenceExprSyntax.self)
      || receiver.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?
        .baseName.tokenKind == .keyword(.self)
    guard isWholeProperty, let path = Self.memberPath(of: receiver), path.members.isEmpty,
      path.viaSelf || !locals.contains(path.root),
      let property = properties[path.root], property.isLet, property.isStored,
      property.wrapper == nil, property.attributes.isEmpty,
      var type = property.typeText
    else { return false }
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    let generic = type.split(separator: "<").first.map(String.init) ?? type
    if type.hasPrefix("[") || AppleFrameworks.valueTypes.contains(TypeNames.lastComponent(generic))
    {
      return true
    }
    let declared = index.declarations[generic] ?? []
    return !declared.isEmpty
      && declared.allSatisfy { $0.kind == .struct || $0.kind == .enum || $0.kind == .extension }
      && declared.contains { $0.kind != .extension }
  }

  /// A name refers to the view's own storage (not a local of the render code).
  private func isViewState(_ root: (name: String, viaSelf: Bool)) -> Bool {
    // `var _imageName = imageName` in the render code is a local, not the wrapper's storage.
    if !root.viaSelf, locals.contains(root.name) { return false }
    var name = root.name
    if name.hasPrefix("_") || name.hasPrefix("$") { name.removeFirst() }
    if root.viaSelf { return properties[name] != nil }
    return properties[name] != nil && !locals.contains(name)
  }

  /// The project type a receiver holds: a view property (`model`, `self.model`) or a
  /// singleton (`Settings.shared`).
  /// The project type a receiver names itself (`NotificationService.publisher(…)`): a static
  /// call.
  private func projectType(named receiver: ExprSyntax) -> String? {
    guard let name = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text,
      TypeNames.isTypeLike(name), index.declares(name)
    else { return nil }
    return name
  }

  private func heldType(of receiver: ExprSyntax) -> String? {
    if let name = SyntaxQueries.directProperty(receiver) {
      guard !locals.contains(name) || receiver.is(MemberAccessExprSyntax.self),
        let property = properties[name]
      else { return nil }
      return property.inferredTypeName ?? index.environmentModelType(of: property)
    }
    if let (type, member) = TypeNames.staticMember(receiver),
      services.naming.singletonNames
        .contains(member)
    {
      return type
    }
    return nil
  }

  /// A call on a local of the render code (`var client = Client.noop; client.override(…)`).
  private func isLocalReceiver(_ call: FunctionCallExprSyntax) -> Bool {
    guard let (receiver, _) = SyntaxQueries.methodCall(call),
      let name = SyntaxQueries.directProperty(receiver)
    else { return false }
    return locals.contains(name) && !receiver.is(MemberAccessExprSyntax.self)
  }

  /// Whether a call is (the start of) the publisher argument of `.onReceive(_:perform:)`,
  /// possibly behind operators (`model.updates().receive(on: …).dropFirst()`): SwiftUI only
  /// subscribes to what it returns.
  static func isReceivedPublisher(_ call: FunctionCallExprSyntax) -> Bool {
    var current = Syntax(call)
    while let parent = current.parent {
      if let argument = parent.as(LabeledExprSyntax.self) {
        guard argument.label == nil,
          let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          outer.arguments.first?.id == argument.id,
          SyntaxQueries.calleeName(outer.calledExpression) == "onReceive"
        else { return false }
        return true
      }
      // Operators chained on the call: `call.receive(on: …)`, `call.dropFirst()`.
      guard parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self)
      else { return false }
      if let outer = parent.as(FunctionCallExprSyntax.self),
        outer.calledExpression.id != current.id
      {
        return false
      }
      current = parent
    }
    return false
  }

  /// Method names that put something into a cache (or empty it): a write, reported.
  static let cacheWritePrefixes = [
    "set", "insert", "store", "save", "put", "add", "cache", "remove", "update", "write",
    "evict", "clear", "purge", "reset", "invalidate", "register", "prefetch", "preload",
  ]

  /// `cache.image(for: url)`, `thumbnails.get(key)`, `cache.object(forKey:)`: a lookup on a
  /// cache (by its type or its name). Unless it stores an entry (a get-or-create, checked by
  /// the caller), it returns the same value on every render, so it is not a side effect even
  /// when the cache keeps bookkeeping (recency, hit counts) inside.
  static func isCacheLookup(receiver: ExprSyntax, type: String, method: String) -> Bool {
    let name = SyntaxQueries.directProperty(receiver) ?? receiver.trimmedDescription
    guard type.lowercased().contains("cache") || name.lowercased().contains("cache") else {
      return false
    }
    let lowered = method.lowercased()
    return !cacheWritePrefixes.contains { lowered.hasPrefix($0) }
  }

  static func short(_ expression: ExprSyntax) -> String {
    let text = expression.trimmedDescription
    return text.contains("\n") || text.count > 40 ? "…" : text
  }

  private func record(_ node: some SyntaxProtocol, _ summary: String, key: String) {
    effects.append(BodyEffect(node: Syntax(node), summary: summary, key: key))
  }
}
