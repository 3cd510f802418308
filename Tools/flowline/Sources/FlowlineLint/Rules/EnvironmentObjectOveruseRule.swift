import SwiftSyntax

/// `environment-object-overuse`: a view pulls several models from the environment and barely
/// uses them.
struct EnvironmentObjectOveruseRule: ProjectRule {
  static let description = RuleDescription(
    id: "environment-object-overuse",
    name: "Environment object overuse",
    summary: "A view reads several environment models but barely uses most of them.",
    explanation: """
      Every @EnvironmentObject or @Environment(Model.self) is an implicit dependency: the view \
      crashes (or silently gets a default) when an ancestor forgets to inject it, previews and \
      tests must build it, and the view re-renders for changes it does not care about. The \
      environment is for genuinely global concerns, not for convenience. The rule reports a view with at least `minModels` (default 3) environment \
      models of which at least `minBarelyUsed` (default 2) are used for at most \
      `maxUses` (default 1) things (a member read, being passed on, or a direct use). A model \
      that at least `appWideReaders` (default 4) views, view modifiers, scenes or \
      DynamicProperty types read from the environment is one of \
      those global concerns (a theme, the session, an API client): reading one thing from it \
      is normal, so it counts only when the view does not use it at all. A model used only in \
      presentation modifiers (`.sheet`, `.alert`, `.confirmationDialog`, `.fullScreenCover`, \
      `.popover`, `.inspector`, file importers: the flag, the content, its save; the \
      project's own wrappers of them, a View extension method or ViewModifier whose body \
      presents; a method of the view referred to only inside them, a sheet's save handler \
      passed by name) does one app-level job with it and is not counted either, nor is an @Observable model a scene's \
      root view uses only in actions and handlers (a tab re-tap, `onChange(of: scenePhase)`) \
      and never reads while rendering: an app-level job that subscribes the view to nothing; \
      nor is a model a scene's root view reads one flag of, gating the app on it (an app \
      lock's `isUnlocked` behind a blur and a lock screen); \
      nor is a model whose observed stored \
      properties the view mostly uses (a navigation model holding only `selection`; an \
      @Observable class's lets, @ObservationIgnored and property-wrapper-injected services are \
      not observed state; for a model that \
      observes nothing, its computed properties; a lookup method that changes nothing, \
      `progress(for:)`, reads the observed properties its body names; an ObservableObject's \
      private lets of values and services, and its lets of any access holding objects that \
      are not observable, `let monitor = NWPathMonitor()`, are not its state either). A \
      stateless service \
      (only lets, @ObservationIgnored or wrapper-injected stored properties, or an \
      ObservableObject that never announces a change) the view only \
      sends commands to is a dependency, not a model barely read, and is not counted either; \
      nor is an ObservableObject the view never names while its code calls a helper that \
      reads the same class's shared instance (`"title".localized` reading \
      `LanguageCenter.shared.text(for:)`): a subscription to what the view shows. \
      Members used through a local bound to the \
      model (`@Bindable var model = model`) count as the model's. Pass the few values \
      the view needs as parameters, or give it one focused model.
      """,
    options: ["minModels": "3", "minBarelyUsed": "2", "maxUses": "1", "appWideReaders": "4"])

  let severity: Severity
  let minModels: Int
  let minBarelyUsed: Int
  let maxUses: Int
  let appWideReaders: Int

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
    minModels = settings.int("minModels", default: 3)
    minBarelyUsed = settings.int("minBarelyUsed", default: 2)
    maxUses = settings.int("maxUses", default: 1)
    appWideReaders = settings.int("appWideReaders", default: 4)
  }

  func check(_ facts: ProjectFacts, context: RuleContext) -> [Finding] {
    let index = context.index
    // Views are told apart by their qualified names: several features may each declare a
    // nested `RootView`, and their properties must not be merged into one view.
    var readers: [String: Set<String>] = [:]
    var views: [(name: String, declaration: TypeDeclaration, properties: [PropertyDeclaration])] =
      []
    for view in index.viewTypes.sorted() {
      let all = index.declarations[view] ?? []
      // One view may be declared once per platform under `#if`: the same qualified name.
      var qualified: [String] = []
      for declaration in all where declaration.kind != .extension {
        if !qualified.contains(declaration.qualifiedName) {
          qualified.append(declaration.qualifiedName)
        }
      }
      for name in qualified {
        guard
          let declaration = all.first(where: {
            $0.kind != .extension && $0.qualifiedName == name
          })
        else { continue }
        let properties =
          qualified.count == 1
          ? index.properties(of: view)
          : all.filter { $0.qualifiedName == name }.flatMap(\.properties)
        let shown = qualified.count == 1 ? view : name
        views.append((shown, declaration, properties))
        for property in properties {
          if let type = index.environmentModelType(of: property) {
            readers[type, default: []].insert(shown)
          }
        }
      }
    }
    // View modifiers, scenes and dynamic properties that read a model from the environment
    // are view-layer readers of it as much as views are.
    for (type, all) in index.declarations where !index.isView(type) {
      guard
        index.isHost(type)
          || all.contains(where: { $0.inheritedTypes.contains("DynamicProperty") })
      else { continue }
      for property in index.properties(of: type) {
        if let model = index.environmentModelType(of: property) {
          readers[model, default: []].insert(type)
        }
      }
    }
    var findings: [Finding] = []
    var sharedReaders: [String: Set<String>] = [:]
    for (name, declaration, properties) in views {
      let view = declaration.name
      // A view declared once per platform under `#if` lists its models twice: count each once.
      var seen: Set<String> = []
      let models = properties.filter { seen.insert($0.name).inserted }.filter { property in
        switch property.wrapper {
        case .environmentObject: return true
        case .environment:
          if property.environmentTypeName != nil { return true }
          return index.environmentModelType(of: property).map(index.isObservable) ?? false
        default: return false
        }
      }
      guard models.count >= minModels else { continue }
      var barely: [String] = []
      for model in models {
        let usage = facts.usage(of: model.name, in: view)
        // Members used through a local bound to the model (`@Bindable var model = model`) are
        // the model's members; the local's declaration is not a use of its own.
        let members = usage.members.union(usage.aliasMembers)
        let uses = members.count + (usage.otherUses > 0 ? 1 : 0) + (usage.forwards.isEmpty ? 0 : 1)
        guard uses <= maxUses else { continue }
        // Used only to present something (a sheet's flag, that sheet's save, an alert): an
        // app-level job the view does with the model, the environment's purpose.
        if uses > 0, usage.usesOutsidePresentation == 0 { continue }
        // A scene's root view that uses an @Observable model only in actions (a tab re-tap
        // handler, `onChange(of: scenePhase)`, a deep link) does an app-level job with it, like
        // presenting a sheet; Observation subscribes no view to a model its render code never
        // reads, so the view does not re-render for it either. (An ObservableObject's
        // environment object re-renders its readers on every change and stays counted.)
        if uses > 0, usage.forwards.isEmpty, usage.otherUses == 0,
          Self.isSceneRootActionOnly(model, of: view, index: index)
        {
          continue
        }
        // A scene's root view gating the whole app on one flag of the model (an app lock or a
        // sign-in: `if !lock.isUnlocked { LockView() }`, a blur, blocked taps) does one
        // app-level job with it, like presenting a sheet.
        if uses == 1, members.count == 1, let member = members.first,
          index.sceneRootViews.contains(view),
          let type = index.environmentModelType(of: model),
          Self.isFlag(member, of: type, index: index),
          Self.gatesWholeView(model.name, member, in: view, index: index)
        {
          continue
        }
        // The model's whole state is the one member the view uses (a navigation model whose
        // only stored property is `selection`): the view needs all of it, nothing is extra.
        if let type = index.environmentModelType(of: model),
          Self.usesMostOfItsState(members, of: type, index: index)
        {
          continue
        }
        // A stateless service (no mutable stored state to observe) the view only sends
        // commands to (`service.send(…)` as a statement in an action): a dependency the view
        // needs, not a model it barely reads.
        if usage.isWriteOnly, usage.aliasMembers.isEmpty,
          let type = index.environmentModelType(of: model),
          Self.isStatelessService(type, index: index)
        {
          continue
        }
        // Declared to subscribe: the view reads the same class's shared instance through a
        // helper its code calls (`"title".localized`, a `String` extension reading
        // `LocalizationManager.shared`), so the declaration re-renders it when that state
        // changes. The model is used, not extra.
        if uses == 0, let type = index.environmentModelType(of: model),
          Self.readsSharedInstance(of: type, in: view, index: index, cache: &sharedReaders)
        {
          continue
        }
        if uses > 0, let type = index.environmentModelType(of: model),
          readers[type, default: []].count >= appWideReaders
        {
          continue  // a global concern the view reads a little of: what the environment is for
        }
        let detail: String
        if uses == 0 {
          detail = "unused"
        } else if let member = members.sorted().first {
          detail = "only .\(member)"
        } else if !usage.forwards.isEmpty {
          detail = "only passed on"
        } else {
          detail = "used once"
        }
        barely.append("\(model.name) (\(detail))")
      }
      guard barely.count >= minBarelyUsed else { continue }
      findings.append(
        Finding(
          ruleID: Self.description.id, severity: severity,
          message: "\(name) reads \(models.count) models from the environment but barely uses "
            + "\(barely.count) of them: \(barely.joined(separator: ", ")); pass the values it "
            + "needs as parameters or give it one focused model",
          file: declaration.file, position: declaration.position, symbol: name))
    }
    return findings
  }

  /// Modifiers through which a flag gates everything a view shows.
  private static let gatingModifiers: Set<String> = [
    "blur", "allowsHitTesting", "disabled", "fullScreenCover", "redacted",
  ]

  /// Whether `view` reads `model.member` to gate all it shows: as an argument of a gating
  /// modifier (`.blur(radius: lock.isUnlocked ? 0 : 18)`, `.allowsHitTesting(…)`,
  /// `.fullScreenCover(isPresented:)`), or as the condition of an `if` that is a statement of
  /// `body` itself (`if session.isSignedIn { Main() } else { SignIn() }`).
  private static func gatesWholeView(
    _ model: String, _ member: String, in view: String, index: ProjectIndex
  ) -> Bool {
    for declaration in index.declarations[view] ?? [] {
      for token in declaration.node.tokens(viewMode: .sourceAccurate)
      where token.tokenKind == .identifier(member) {
        guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
          access.declName.baseName.id == token.id,
          let root = access.base.flatMap({ SyntaxQueries.rootIdentifier(of: $0) }),
          root.name == model || root.name == "$" + model
        else { continue }
        var node = Syntax(access)
        while let parent = node.parent {
          if let argument = parent.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            let name = SyntaxQueries.calleeName(call.calledExpression),
            gatingModifiers.contains(name)
          {
            return true
          }
          if let condition = parent.as(ConditionElementSyntax.self),
            let ifExpression = condition.parent?.parent?.as(IfExprSyntax.self),
            isStatementOfBody(Syntax(ifExpression))
          {
            return true
          }
          node = parent
        }
      }
    }
    return false
  }

  /// Whether `node` is a top-level statement of a `body` getter.
  private static func isStatementOfBody(_ node: Syntax) -> Bool {
    var current = node.parent
    if current?.is(ExpressionStmtSyntax.self) == true { current = current?.parent }
    guard current?.is(CodeBlockItemSyntax.self) == true,
      let list = current?.parent?.as(CodeBlockItemListSyntax.self)
    else { return false }
    var owner = list.parent
    if owner?.is(AccessorBlockSyntax.self) == true || owner?.is(CodeBlockSyntax.self) == true {
      owner = owner?.parent
    }
    while let candidate = owner, !candidate.is(PatternBindingSyntax.self) {
      if candidate.is(ClosureExprSyntax.self) || candidate.is(FunctionDeclSyntax.self) {
        return false
      }
      owner = candidate.parent
    }
    return owner?.as(PatternBindingSyntax.self)?.pattern.trimmedDescription == "body"
  }

  /// Whether `member` of `type` is a flag: a property declared `Bool` or starting from `true`
  /// or `false`.
  private static func isFlag(_ member: String, of type: String, index: ProjectIndex) -> Bool {
    guard let property = index.property(member, of: type) else { return false }
    if property.typeName == "Bool" { return true }
    return property.declaration.bindings.contains { binding in
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == member
        && binding.initializer?.value.is(BooleanLiteralExprSyntax.self) == true
    }
  }

  /// Whether `view` roots one of the app's scenes and holds `model`, an `@Observable` class
  /// read with `@Environment(Model.self)`, whose observed state its render code never reads
  /// (members used only in closures that run later and in methods that are not render code).
  private static func isSceneRootActionOnly(
    _ model: PropertyDeclaration, of view: String, index: ProjectIndex
  ) -> Bool {
    guard index.sceneRootViews.contains(view), model.wrapper == .environment,
      let type = index.environmentModelType(of: model), index.observationTypes.contains(type)
    else { return false }
    let classifier = ClosureClassifier(index: index)
    return !(index.declarations[view] ?? []).contains { declaration in
      StateHoldsReferenceRule.readsObservableState(
        of: model.name, type: type, in: declaration, index: index, classifier: classifier)
    }
  }

  /// Whether the code of `view` (its declarations and extensions) names a member that some
  /// other project type or extension declares with a body reading a shared instance of
  /// `type`, an `ObservableObject` (a static property of `type` holding one:
  /// `LocalizationManager.shared`): the view reads that object's state through the helper,
  /// and only its declaration re-renders the view when that state changes. `cache` keeps, per
  /// model type, the names of such members.
  private static func readsSharedInstance(
    of type: String, in view: String, index: ProjectIndex, cache: inout [String: Set<String>]
  ) -> Bool {
    let helpers: Set<String>
    if let known = cache[type] {
      helpers = known
    } else {
      helpers = sharedInstanceReaders(of: type, index: index)
      cache[type] = helpers
    }
    guard !helpers.isEmpty else { return false }
    return (index.declarations[view] ?? []).contains { declaration in
      declaration.node.tokens(viewMode: .sourceAccurate).contains { token in
        guard helpers.contains(token.text), case .identifier = token.tokenKind,
          let access = token.parent?.parent?.as(MemberAccessExprSyntax.self)
        else { return false }
        return access.declName.baseName.id == token.id
      }
    }
  }

  /// The names of the methods and computed properties that project types other than `type`
  /// declare (in their declarations or extensions) whose bodies read a member of a static
  /// property of `type` holding an instance of it
  /// (`LocalizationManager.shared.localizedString(for:)`).
  private static func sharedInstanceReaders(of type: String, index: ProjectIndex) -> Set<String> {
    // An `@Observable` instance read through a helper while rendering subscribes the view by
    // itself, so a declaration of it adds nothing; an `ObservableObject` only re-renders the
    // views that hold it.
    guard index.observableObjectTypes.contains(type), !index.observationTypes.contains(type)
    else { return [] }
    let simple = type.split(separator: ".").last.map(String.init) ?? type
    let instances = Set(
      index.properties(of: type).filter {
        $0.isStatic
          && ($0.inferredTypeName == type || $0.typeName == "Self"
            || $0.initialValue == .construction(type: type))
      }.map(\.name))
    guard !instances.isEmpty else { return [] }
    var result: Set<String> = []
    for (owner, list) in index.declarations where owner != type {
      for declaration in list {
        guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
          continue
        }
        for case (let name, let body?) in group.memberBlock.callableBodies(includingStatic: true) {
          let reads = body.tokens(viewMode: .sourceAccurate).contains { token in
            guard instances.contains(token.text),
              let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
              access.declName.baseName.id == token.id
            else { return false }
            // A member of the instance is read (`Center.shared.text(for:)`), not the instance
            // handed on (`.environment(Center.shared)` injects it).
            guard access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == simple,
              let outer = access.parent?.as(MemberAccessExprSyntax.self)
            else { return false }
            return outer.base?.id == access.id
          }
          if reads { result.insert(name) }
        }
      }
    }
    return result
  }

  /// Whether `used` covers more than half of the model's state: the stored instance
  /// properties `type` observes (``observedState(of:index:)``) or, for a model that observes
  /// nothing and whose whole interface is computed properties (a wrapper over a system
  /// setting), its computed instance properties.
  static func usesMostOfItsState(_ used: Set<String>, of type: String, index: ProjectIndex)
    -> Bool
  {
    var state = Set(observedState(of: type, index: index).map(\.name))
    if state.isEmpty {
      state = Set(index.properties(of: type).filter { !$0.isStatic && !$0.isStored }.map(\.name))
      guard !state.isEmpty else { return false }
      return used.intersection(state).count * 2 > state.count
    }
    // A lookup method of the model (`progress(for:)`, `isPlayed(_:)`) that changes nothing
    // reads the state its body names: the view reads that state through it.
    var read = used.intersection(state)
    for member in used.subtracting(state) where !index.methods(named: member, in: type).isEmpty {
      guard !index.methodMutatesState(member, in: type) else { continue }
      read.formUnion(stateNamed(by: member, of: type, among: state, index: index))
    }
    return read.count * 2 > state.count
  }

  /// The names of `state` that the body of `type`'s instance method `method` uses (bare or
  /// through `self`).
  private static func stateNamed(
    by method: String, of type: String, among state: Set<String>, index: ProjectIndex
  ) -> Set<String> {
    var result: Set<String> = []
    for declaration in index.declarations[type] ?? [] {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { continue }
      for member in group.memberBlock.members {
        guard let function = member.decl.as(FunctionDeclSyntax.self),
          function.name.text == method, let body = function.body,
          !SyntaxQueries.isStatic(function.modifiers)
        else { continue }
        for token in body.tokens(viewMode: .sourceAccurate) where state.contains(token.text) {
          guard case .identifier = token.tokenKind else { continue }
          // `other.entries` is another value's member; `self.entries` and `entries` are the
          // model's.
          if let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            access.declName.baseName.id == token.id,
            access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
          {
            continue
          }
          result.insert(token.text)
        }
      }
    }
    return result
  }

  /// Whether `type`, a class the project declares, keeps no mutable state a view could
  /// observe: it is an `ObservableObject` that never announces a change, or every stored
  /// instance property, here and in the superclasses the project declares, is a `let`,
  /// `@ObservationIgnored` (or `@PerceptionIgnored`), or resolved by a property wrapper other
  /// than `@Published` (an injected dependency).
  static func isStatelessService(_ type: String, index: ProjectIndex) -> Bool {
    // An `ObservableObject` that never announces a change (no `@Published`, no
    // `objectWillChange`) re-renders no view, whatever it keeps for itself (an updater's
    // controller set up in `init`).
    if index.neverAnnouncesChange(type), index.classTypes.contains(type) { return true }
    let chain = [type] + index.superclasses(of: type)
    guard (index.declarations[type] ?? []).contains(where: { $0.kind == .class }) else {
      return false
    }
    return chain.allSatisfy { name in
      index.storedProperties(of: name).allSatisfy { property in
        property.isLet
          || property.attributes.contains {
            $0 == "ObservationIgnored" || $0 == "PerceptionIgnored"
          }
          || (property.wrapper != nil && property.wrapper != .published)
      }
    }
  }

  /// The stored instance properties whose changes the model announces. For an `@Observable`
  /// class, not its `let`s of values (which never change; a `let` of a sub-model is its state),
  /// not those marked `@ObservationIgnored` (or
  /// `@PerceptionIgnored`) and not those a property wrapper resolves (`@Dependency`,
  /// `@Injected`, any wrapper attribute): services the model is handed, which no view
  /// observes. Otherwise every stored instance property
  /// (an `ObservableObject`'s plain stored properties are its state too: a manager's one
  /// `@Published` value beside its own bookkeeping is not all it holds), but its private
  /// `let`s of values and services.
  static func observedState(of type: String, index: ProjectIndex) -> [PropertyDeclaration] {
    let stored = index.storedProperties(of: type)
    if index.observationTypes.contains(type) {
      // Observation tracks stored `var`s: a `let` never changes, so nothing observes it.
      return stored.filter { property in
        property.wrapper == nil
          && (!property.isLet
            || (property.inferredTypeName.map {
              index.classTypes.contains($0) || index.isObservable($0)
            } ?? false))
          && !property.attributes.contains {
            $0 == "ObservationIgnored" || $0 == "PerceptionIgnored"
          }
      }
    }
    // An `ObservableObject`'s `private` or `fileprivate` `let`s of values or services (`private
    // let service: SMAppService`) never change and no view can read them: its dependencies,
    // not its state. So is a `let` of any access holding an object that is not observable —
    // a class of the project or of Apple's frameworks (`let monitor = NWPathMonitor()`): the
    // tool the model works with, whose changes announce nothing. A `let` of an observable model
    // is state.
    return stored.filter { property in
      guard property.isLet else { return true }
      let type = property.inferredTypeName
      if let type, index.isObservable(type) { return true }
      if property.access == .private || property.access == .fileprivate { return false }
      guard let type else { return true }
      // A framework object that is content (`UIImage`, `NSAttributedString`, `UIColor`) is
      // something a view shows, not a tool.
      let isContent = ["Image", "Color", "Font", "String", "Number", "Data", "Date", "URL"]
        .contains { type.hasSuffix($0) }
      let isObject =
        index.classTypes.contains(type)
        || (!index.declares(type) && AppleFrameworks.isFrameworkType(type) && !isContent)
      return !isObject
    }
  }
}
