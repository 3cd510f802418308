import SwiftSyntax

/// `observed-object-owned`: a view creates an object it then only observes.
struct ObservedObjectOwnedRule: FileRule {
  static let description = RuleDescription(
    id: "observed-object-owned",
    name: "Observed object created by the view",
    summary: "@ObservedObject (or a plain stored property) creates the model it observes.",
    explanation: """
      @ObservedObject means "someone else owns this object": SwiftUI does not keep it alive. \
      When the view writes `@ObservedObject var model = Model()`, every time the parent \
      re-renders and re-creates the view struct a brand-new model is allocated and the old \
      state (form input, loaded data) is lost: a login form that clears itself while the \
      user types. A plain `let model = Model()` of an @Observable class has the \
      same problem. The fix: the view that creates the object owns it with @StateObject (or \
      @State for an @Observable class); views that receive it from outside use \
      @ObservedObject. `= Model.shared` is reported at a lower severity (a computed static \
      property that builds a new instance on each read is a factory, not a shared \
      instance): nothing is \
      re-created, but the view reaches for a global instead of having it injected (one the \
      view never uses, of a class that never announces a change, is a dead line to delete, \
      not reported); the same \
      in a view's @StateObject, which also claims to own an object the process owns (an \
      App, the composition root nothing can inject into, may keep or observe a shared \
      instance). An ObservableObject that never \
      announces a change (no @Published or @AppStorage property, no use of objectWillChange) cannot make the \
      view re-render: made in a default or in init (a stateless wrapper forwarding to an \
      injected model, a list it recomputes from shared sources, a fixed configuration holder) \
      it is not reported when nothing can be put into it: the class offers no way (no method \
      changes it; for an @ObservedObject, only `let`s), or the view does not edit it (no \
      binding to it, no write through it, no call that changes it, handed only to views that \
      read it): re-creating it loses nothing. Nor is a property the view never uses at all \
      (only an initializer names it) whose class starts nothing when made. The same holds for an @Observable class with \
      no instance state (only static or computed members; at most @ObservationIgnored `let`s \
      or injected services): a new instance equals the old. Nor is one that does announce, made in init \
      from the view's parameters (and closures that use only their own arguments and those \
      parameters), that nothing edits and that keeps nothing up to date itself: a display of \
      the input, re-made the same; nor one of a class holding only constants (`@Published` \
      values, or an `@Observable` class's `var`s, nothing in the project writes after its \
      initializers, no `lazy` property, no \
      method called in init: an asset palette), a new instance of which equals the old; nor one made so that the view may edit it when it is an \
      adapter over a binding or a record it is given (it keeps it in a `let` and every stored \
      `var` writes itself through to it in `didSet` or is never written after init, at least \
      one writing through): the truth stays with the binding's owner or the record. A library type the view builds in init (the project may \
      extend it), like TCA's `ViewStore(store) { $0 }`, is a projection of injected state. \
      Nor is a plain stored property the view only sends commands to (method calls as \
      statements, never read, bound or handed on) of a class whose mutable stored properties \
      its own code only assigns (an element too, `flags[0] = on`), never reads: state \
      nobody reads, so a fresh one behaves the same; nor a default every construction of the view outside previews overrides (it \
      only serves the previews); nor the default of a view made once and kept (every \
      construction outside previews is the initial value of a class's stored property or a \
      static one, or part of a `@State` property's initial value: the view value is made once \
      per holder); nor a fixed sample built from literals alone that the view \
      only reads (a demo's example record); nor one that does announce of which the view only \
      reads stored properties with a declared initial value that nothing writes, its class \
      starting nothing when made (a list nothing fills); nor one whose results the view keeps (`faqs = await client.fetchFAQ()`) when the \
      methods it calls (or computed properties it reads), and those they call, name none of \
      the class's mutable stored properties: a stateless client. Nor is an object whose every stored property mirrors a \
      store that outlives it (starts from `Settings.shared.language` or a user-defaults read \
      and writes itself back there in `didSet`; without an initial value, from what its \
      initializer assigns), or is a project user-defaults wrapper, beside what only follows \
      from how it is made (a `let` when no initializer takes a parameter; a `var` only its \
      private methods run at setup and from observers write): a new one reads the same \
      values back.
      """,
    options: ["sharedSeverity": "one level below the rule's severity"])

  let severity: Severity
  let sharedSeverity: Severity

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
    if case .string(let name)? = settings.options["sharedSeverity"],
      let level = Severity(rawValue: name)
    {
      sharedSeverity = level
    } else {
      sharedSeverity = severity.lowered
    }
  }

  func check(_ file: LintFile, context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    let index = context.index
    for declaration in file.declarations
    where declaration.kind != .extension && index.isHost(declaration.name) {
      let owner = declaration.name
      for property in declaration.properties where !property.isStatic && property.isStored {
        let symbol = "\(declaration.qualifiedName).\(property.name)"
        switch property.wrapper {
        case .observedObject, .bindable:
          let wrapper = property.wrapper == .observedObject ? "@ObservedObject" : "@Bindable"
          // A default every construction of the view outside previews overrides
          // (`Form(store: model)`) only serves the previews: the app never makes it.
          if index.everyConstructionPasses(property.name, to: owner) { continue }
          // A view made once and kept by a long-lived object makes its default once too.
          let heldOnce = index.isHeldOnce(owner)
          // `= StickValues.default` (or `= .default`) through a factory member: a creation.
          if let made = Self.factoryType(of: property, index: index) {
            if !heldOnce,
              !Self.losesNothingWhenRemade(
                property.name, of: made, in: owner, observed: true, index: index)
            {
              findings.append(
                finding(
                  in: file, at: property.declaration,
                  created(wrapper, property.name, made, owner: owner, index: index),
                  symbol: symbol))
            }
            continue
          }
          switch property.initialValue {
          // Nor one the view only sends commands to, whose state nothing reads (a fresh one
          // shows the same), unless it announces changes by hand (it may relay another
          // object's state it holds) or keeps itself up to date (a timer, a subscription:
          // the view relies on its re-renders, and each new one starts another).
          case .construction(let type)
          where !heldOnce
            && !Self.losesNothingWhenRemade(
              property.name, of: type, in: owner, observed: true, index: index)
            && !Self.isUnreadObservedCommandHelper(
              property.name, of: type, in: owner, index: index):
            findings.append(
              finding(
                in: file, at: property.declaration,
                created(wrapper, property.name, type, owner: owner, index: index), symbol: symbol))
          case .implicitMember("init")
          where !heldOnce
            && !Self.losesNothingWhenRemade(
              property.name, of: property.typeName ?? "", in: owner, observed: true, index: index)
            && !Self.isUnreadObservedCommandHelper(
              property.name, of: property.typeName ?? "", in: owner, index: index):
            let type = property.typeName ?? "the model"
            findings.append(
              finding(
                in: file, at: property.declaration,
                created(wrapper, property.name, type, owner: owner, index: index), symbol: symbol))
          // An `App` is the composition root: nothing can inject into it, so its shared
          // instance is where injection starts, as in its `@StateObject`. (A `Scene` is made by
          // the app, which can hand it the instance.)
          case .staticMember(let type, let member)
          where context.naming.singletonNames.contains(member)
            && !Self.isCompositionRoot(owner, index: index)
            && !Self.isDeadQuietSingleton(property.name, of: type, in: owner, index: index):
            findings.append(
              shared(file, property, "\(type).\(member)", owner: owner, wrapper: wrapper))
          case .implicitMember(let member)
          where context.naming.singletonNames.contains(member)
            && !Self.isCompositionRoot(owner, index: index)
            && !Self.isDeadQuietSingleton(
              property.name, of: property.typeName ?? "", in: owner, index: index):
            findings.append(
              shared(
                file, property, "\(property.typeName ?? "").\(member)", owner: owner,
                wrapper: wrapper))
          default: break
          }
        case .stateObject where index.isView(owner):
          // `@StateObject private var x = X.shared` claims to own an object the process owns
          // (an app's root may keep one alive; `@State` of a shared instance is
          // state-holds-reference's or fine).
          // A factory member makes the instance the view then owns: nothing shared.
          if Self.factoryType(of: property, index: index) != nil { break }
          // A default every construction of the view outside previews overrides
          // (`EditSheet(model: model)`) only serves the previews: the app never claims it.
          if index.everyConstructionPasses(property.name, to: owner) { break }
          let held: (type: String, member: String)?
          switch property.initialValue {
          case .staticMember(let type, let member)
          where context.naming.singletonNames.contains(member):
            held = (type, member)
          case .implicitMember(let member) where context.naming.singletonNames.contains(member):
            held = (property.typeName ?? "", member)
          default: held = nil
          }
          guard let held,
            !Self.isDeadQuietSingleton(property.name, of: held.type, in: owner, index: index)
          else { break }
          let singleton = "\(held.type).\(held.member)"
          findings.append(
            finding(
              in: file, at: property.declaration,
              "@StateObject var \(property.name) claims to own the shared singleton \(singleton), "
                + "which the process owns, not \(owner); inject it (initializer or environment) "
                + "so \(owner) can be previewed and tested with another instance",
              symbol: "\(owner).\(property.name)", severity: sharedSeverity))
        case nil:
          // A parameter's default of a class that never announces a change (a fixed
          // configuration holder) that the view does not edit loses nothing when the view is
          // re-created.
          // Nor one the view only sends commands to, whose state nothing reads: a fresh one
          // behaves the same. Nor a fixed sample built from literals that the view only reads
          // (a demo's example record).
          if case .construction(let type) = property.initialValue, index.isObservable(type),
            property.isLet || !index.everyConstructionPasses(property.name, to: owner),
            !index.isHeldOnce(owner),
            !Self.losesNothingWhenRemade(
              property.name, of: type, in: owner, observed: false, index: index),
            !Self.isUnreadCommandHelper(property.name, of: type, in: owner, index: index),
            !Self.isFixedSample(property, of: type, in: owner, index: index)
          {
            let fix =
              index.observationTypes.contains(type)
              ? "@State private var" : "@StateObject private var"
            findings.append(
              finding(
                in: file, at: property.declaration,
                "\(owner).\(property.name) creates \(type) in a plain stored property: a new "
                  + "instance is made every time the view struct is re-created and SwiftUI does not "
                  + "keep it; own it with `\(fix) \(property.name) = \(type)(…)`",
                symbol: symbol))
          }
        default: break
        }
      }
      findings += initializerCreations(declaration, file: file, index: index)
    }
    return findings
  }

  /// The type a property's default makes through a factory member (`= StickValues.default`,
  /// `= .default`, where `default` is a computed static property building a new instance on
  /// each read): a construction, not a shared instance.
  static func factoryType(of property: PropertyDeclaration, index: ProjectIndex) -> String? {
    switch property.initialValue {
    case .staticMember(let type, let member) where index.makesNewInstance(type, through: member):
      return type
    case .implicitMember(let member):
      guard let type = property.typeName, index.makesNewInstance(type, through: member) else {
        return nil
      }
      return type
    default: return nil
    }
  }

  /// Whether the view's property holds a shared instance of `type` that nothing in the view
  /// uses (only an initializer names it) and whose class never announces a change: a dead
  /// line that neither re-renders the view nor reaches the singleton; deleting it is the fix,
  /// not injecting. A shared object that announces its changes re-renders the view for
  /// nothing and is still reported.
  static func isDeadQuietSingleton(
    _ property: String, of type: String, in owner: String, index: ProjectIndex
  ) -> Bool {
    index.classTypes.contains(type) && index.neverAnnouncesChange(type)
      && isUnused(property, of: type, in: owner, index: index)
  }

  /// Whether the project declares `type` itself (a class, struct…), not only extends it: an
  /// extension of a library type (`extension ViewStore where …`) leaves it a library type.
  private static func projectDeclares(_ type: String, index: ProjectIndex) -> Bool {
    (index.declarations[type] ?? []).contains { $0.kind != .extension }
  }

  private func created(
    _ wrapper: String, _ name: String, _ type: String, owner: String, index: ProjectIndex
  )
    -> String
  {
    let fix = index.observationTypes.contains(type) ? "@State" : "@StateObject"
    return "\(wrapper) var \(name) creates \(type) here, but \(owner) does not own it: it is "
      + "re-created whenever the parent re-renders and its state is lost; use \(fix) for objects "
      + "the view creates"
  }

  private func shared(
    _ file: LintFile, _ property: PropertyDeclaration, _ singleton: String, owner: String,
    wrapper: String
  ) -> Finding {
    finding(
      in: file, at: property.declaration,
      "\(wrapper) var \(property.name) observes the shared singleton \(singleton); inject it "
        + "(initializer or environment) so \(owner) can be previewed and tested with another instance",
      symbol: "\(owner).\(property.name)", severity: sharedSeverity)
  }

  /// `init() { self.model = Model() }` or `_model = ObservedObject(wrappedValue: Model())`, for
  /// a model class the project declares.
  private func initializerCreations(
    _ declaration: TypeDeclaration, file: LintFile, index: ProjectIndex
  )
    -> [Finding]
  {
    let observed = Set(declaration.properties.filter { $0.wrapper == .observedObject }.map(\.name))
    guard !observed.isEmpty, let group = declaration.node.asProtocol((any DeclGroupSyntax).self)
    else { return [] }
    var findings: [Finding] = []
    for member in group.memberBlock.flattenedMembers {
      guard let initializer = member.as(InitializerDeclSyntax.self) else { continue }
      for statement in initializer.body?.statements ?? [] {
        guard let (lhs, rhs, _) = SyntaxQueries.assignment(Syntax(statement.item)),
          let target = SyntaxQueries.rootIdentifier(of: lhs)
        else { continue }
        let name = target.name.hasPrefix("_") ? String(target.name.dropFirst()) : target.name
        guard observed.contains(name) else { continue }
        var value = rhs
        if let call = rhs.as(FunctionCallExprSyntax.self),
          TypeNames.typeName(ofCallee: call.calledExpression) == "ObservedObject",
          let first = call.arguments.first
        {
          value = first.expression
        }
        // A type the project does not declare (it may extend it) may be a thin projection of
        // injected state (TCA's `viewStore = ViewStore(store, observe: { $0 })`, or
        // `ViewStore(store) { $0 }`): assume it is fine. A class that never announces a change
        // and that nothing edits (a stateless wrapper forwarding to an injected model, a list it
        // recomputes from shared sources) loses nothing when it is re-created.
        // One made only from the initializer's parameters that nothing edits and that does not
        // update itself is a display of those parameters: re-making it loses nothing.
        guard let type = TypeNames.constructedType(by: value),
          Self.projectDeclares(type, index: index),
          !Self.losesNothingWhenRemade(
            name, of: type, in: declaration.name, observed: true, index: index),
          !Self.isDisplayOnlyCreation(
            value, type: type, property: name, initializer: initializer,
            owner: declaration.name, index: index)
        else { continue }
        findings.append(
          finding(
            in: file, at: statement,
            created("@ObservedObject", name, type, owner: declaration.name, index: index),
            symbol: "\(declaration.qualifiedName).\(name).init"))
      }
    }
    return findings
  }
}

extension ObservedObjectOwnedRule {
  /// Whether `owner` is an `App` (not a view): the root where the app's objects are made and
  /// injected from.
  static func isCompositionRoot(_ owner: String, index: ProjectIndex) -> Bool {
    !index.isView(owner)
      && (index.declarations[owner] ?? []).contains { $0.inheritedTypes.contains("App") }
  }
}
