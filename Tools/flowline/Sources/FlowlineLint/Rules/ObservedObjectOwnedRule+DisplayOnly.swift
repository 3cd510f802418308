import SwiftSyntax

/// An `@ObservedObject` a view makes in its `init` purely from what it is given, and only
/// reads: re-creating it from the same input loses nothing.
extension ObservedObjectOwnedRule {
  /// Whether `value`, the construction of `type` that `initializer` assigns to the observed
  /// property `property` of `owner`, is a display-only projection of the initializer's
  /// parameters:
  ///
  /// - its arguments use the initializer's parameters and nothing else but locals computed
  ///   from them, literals and constants (not `self`, a fresh `Date()` or a closure's
  ///   arguments; a blank `Model()` is state the view starts, not a projection);
  /// - the class does not update itself: no initializer (or stored property's initial value)
  ///   of it or a superclass the project declares subscribes to a publisher, schedules a timer,
  ///   observes a notification, dispatches or starts a task;
  /// - nothing edits it: the view (all its members outside initializers, in every file) never
  ///   makes a binding to it (`$model.name`), never assigns through it or calls a mutating
  ///   collection method on its members, calls only methods of it that change no stored
  ///   property and start no work, and hands it whole only to project views whose property
  ///   for it is read-only by the same test.
  static func isDisplayOnlyCreation(
    _ value: ExprSyntax, type: String, property: String, initializer: InitializerDeclSyntax,
    owner: String, index: ProjectIndex
  ) -> Bool {
    guard let call = TypeNames.unwrapEffects(value).as(FunctionCallExprSyntax.self),
      isBuiltFromParameters(call, in: initializer),
      !updatesItself(type, index: index)
    else { return false }
    if isWriteThroughAdapter(type, index: index) { return true }
    var visited: Set<String> = []
    return isReadOnly(property, of: type, in: owner, index: index, visited: &visited)
  }

  /// Whether the project's class `type` is an adapter over what it is given: it keeps a
  /// `Binding` in a `let`, or an object an initializer hands it (`self.record = record`, a
  /// Core Data record), and every stored `var` it declares either writes itself through as it
  /// changes (a `didSet` that names the binding, `didSet { state.wrappedValue = isOn }`, or
  /// assigns a member of the held object, `didSet { record.quantity = quantity }`) or is never
  /// written after the object is made (a value copied from the record for display); at least
  /// one writes through. The truth lives in the binding's owner or the record; a new adapter
  /// made from the same one reads it back, so the view may edit the adapter and re-making it
  /// loses nothing.
  static func isWriteThroughAdapter(_ type: String, index: ProjectIndex) -> Bool {
    let properties = index.storedProperties(of: type).filter { !$0.isStatic }
    let bindings = Set(
      properties.filter {
        $0.isLet && ($0.typeText ?? "").hasPrefix("Binding<")
      }.map(\.name))
    let handedNames = Set(
      (index.declarations[type] ?? []).flatMap { $0.initializers.flatMap(\.assignments.values) })
    let held = Set(
      properties.filter { $0.isLet && !bindings.contains($0.name) && handedNames.contains($0.name) }
        .map(\.name))
    let variables = properties.filter { !$0.isLet }
    guard !bindings.isEmpty || !held.isEmpty, !variables.isEmpty else { return false }
    var writesThrough = false
    for property in variables {
      if Self.didSetWritesThrough(property, bindings: bindings, held: held) {
        writesThrough = true
      } else if index.mayWrite(property.name, of: type) {
        return false
      }
    }
    return writesThrough
  }

  /// Whether `property` has a `didSet` that names one of `bindings`, or gives a member of one
  /// of `held` the property's own value (`record.quantity = quantity`, `self.record.quantity =
  /// self.quantity`; a clamp reading the record, `quantity = record.stock`, writes nothing
  /// through).
  private static func didSetWritesThrough(
    _ property: PropertyDeclaration, bindings: Set<String>, held: Set<String>
  ) -> Bool {
    property.declaration.bindings.contains { binding in
      guard case .accessors(let list) = binding.accessorBlock?.accessors else { return false }
      return list.contains { accessor in
        guard accessor.accessorSpecifier.tokenKind == .keyword(.didSet), let body = accessor.body
        else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
          guard case .identifier(let name) = token.tokenKind else { return false }
          if bindings.contains(name) { return true }
          guard held.contains(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            let root = ownMemberExpression(reference),
            let access = root.parent?.as(MemberAccessExprSyntax.self), access.base?.id == root.id,
            let (rhs, isCompound) = SyntaxQueries.assignment(to: ExprSyntax(access)), !isCompound
          else { return false }
          return SyntaxQueries.directProperty(rhs) == property.name
        }
      }
    }
  }

  /// `record` or `self.record` for the reference `record`: the expression naming the held
  /// object, or `nil` when the name is another value's member.
  private static func ownMemberExpression(_ reference: DeclReferenceExprSyntax) -> ExprSyntax? {
    guard let access = reference.parent?.as(MemberAccessExprSyntax.self),
      access.declName.id == reference.id
    else { return ExprSyntax(reference) }
    let isSelf =
      access.base.map {
        ServiceClassifier.stripOptional($0).as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
          == .keyword(.self)
      } ?? false
    return isSelf ? ExprSyntax(access) : nil
  }

  /// Whether `owner` never uses its property `property`, an object of class `type` that does
  /// not start keeping itself up to date when made: no member of `owner` (in any file) but an
  /// initializer names it (`model`, `self.model`, `$model`, `_model`). A dead property holds
  /// nothing anyone reads or writes, so re-making it loses nothing.
  static func isUnused(
    _ property: String, of type: String, in owner: String, index: ProjectIndex
  ) -> Bool {
    guard let declarations = index.declarations[owner] else { return false }
    let spellings: Set<String> = [property, "$" + property, "_" + property]
    for declaration in declarations {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return false
      }
      for member in group.memberBlock.flattenedMembers where !member.is(InitializerDeclSyntax.self)
      {
        // The property's own declaration.
        if let variable = member.as(VariableDeclSyntax.self),
          variable.bindings.contains(where: {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property
          })
        {
          continue
        }
        for token in member.tokens(viewMode: .sourceAccurate) {
          switch token.tokenKind {
          case .identifier(let text), .dollarIdentifier(let text):
            if spellings.contains(text) { return false }
          default: continue
          }
        }
      }
    }
    return !updatesItself(type, index: index)
  }

  /// Whether re-making `owner`'s property `property`, an object of class `type`, loses
  /// nothing: the view never uses it (``isUnused(_:of:in:index:)``), the class holds only
  /// constants or keeps everything in the user defaults, or it never announces a change
  /// (``ProjectIndex/neverAnnouncesChange(_:)``), so no view re-renders from what it holds,
  /// and nothing can be put into it — the class
  /// offers no way (no method changes it and, where the view can bind to it, `observed`, every
  /// stored property is a `let`), or the view never edits it (the same test as for a
  /// display-only creation: no binding to it, no write through it, no call that changes it,
  /// handed only to views that read it).
  static func losesNothingWhenRemade(
    _ property: String, of type: String, in owner: String, observed: Bool, index: ProjectIndex
  ) -> Bool {
    if holdsNoInstanceState(type, index: index) { return true }
    if isUnused(property, of: type, in: owner, index: index) { return true }
    if holdsOnlyConstants(type, index: index) { return true }
    if keepsEverythingInDefaults(type, index: index) { return true }
    guard index.neverAnnouncesChange(type) else {
      // It announces changes, but what the view shows of it never changes: the view only reads
      // stored properties of it that every instance starts with the same declared value and
      // nothing in the project writes (a list nothing fills), and the class starts nothing
      // itself when it is made. A new one shows the same.
      return !updatesItself(type, index: index)
        && readsOnlyFixedMembers(property, of: type, in: owner, index: index)
    }
    if observed ? index.isStatelessObservableObject(type) : index.isInertObservableObject(type) {
      return true
    }
    var visited: Set<String> = []
    return isReadOnly(property, of: type, in: owner, index: index, visited: &visited)
  }

  /// Whether the class `type` holds only constants: it is `@Observable`, or it and every class
  /// of the project it inherits from declare at least one `@Published` property, and each
  /// stored instance property is a `var` (not `lazy`) that nothing anywhere in the project
  /// writes after the object is made (``ProjectIndex/mayWrite(_:of:ignoringUncalledMethods:)``:
  /// no assignment, mutating call, `inout` or binding through a path of its type or of one it
  /// cannot tell, no write in its own methods), or a `let` that holds no object the project
  /// declares as a
  /// class; no method sends `objectWillChange`, and no initializer calls a method (it fetches,
  /// subscribes or starts nothing). Its `@Published` properties keep the values its
  /// initializers gave them (an asset palette, a fixed configuration), so a new instance
  /// equals the old: like a class that never announces a change, re-making it loses nothing.
  /// Without the project's write records nothing counts as constant.
  static func holdsOnlyConstants(_ type: String, index: ProjectIndex) -> Bool {
    guard index.memberWrites != nil, index.classTypes.contains(type),
      index.isObservedModel(type)
    else { return false }
    var published = 0
    for name in [type] + index.superclasses(of: type) {
      let declarations = index.declarations[name] ?? []
      guard declarations.contains(where: { $0.kind != .extension }) else { return false }
      if declarations.contains(where: { $0.methods.contains(where: \.sendsChange) }) {
        return false
      }
      let stored = index.storedProperties(of: name)
      let variables = Set(stored.filter { !$0.isLet }.map(\.name))
      // An initializer may fill the variables with constants, itself or through the type's
      // own methods that do nothing else (`fetchPlaceholder()` setting a fixed nickname).
      var setup = ConstantSetup()
      for declaration in declarations {
        guard
          fillsOnlyConstants(
            declaration, of: name, variables: variables, index: index, into: &setup)
        else { return false }
      }
      for property in stored {
        if property.wrapper == .published { published += 1 }
        if property.declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) })
        {
          return false
        }
        if property.isLet {
          if let held = property.inferredTypeName, index.classTypes.contains(held) {
            return false
          }
          continue
        }
        // The value is the declaration's own (`= Color("accent")`) or a constant the setup gives
        // it, the same for every instance.
        if property.initialValue == .none && !setup.assigned.contains(property.name)
          || index.mayWrite(property.name, of: type, setupMethods: setup.methods)
        {
          return false
        }
      }
    }
    // An `@Observable` class observes every stored `var`; an `ObservableObject` only its
    // `@Published` ones (without one it never announces a change, a case of its own).
    return published > 0 || index.observationTypes.contains(type)
  }

  /// Whether the class `type` keeps nothing in memory: each stored instance property (here and
  /// in the project's superclasses) is wrapped in a property wrapper of the project that reads
  /// and writes the user defaults or the iCloud key-value store (`@defaultsDB("key") var
  /// hasCompletedOnboarding: Bool`, like `@AppStorage`), or mirrors a store that outlives the
  /// object (``mirrorsStore(_:in:)``), and there is at least one. The others only follow from
  /// how the object is made: a `let` holding no object of the project's classes when no
  /// initializer takes a parameter (a list of the bundle's languages), or a `var` that only
  /// the class's own private methods write, run at setup and when a property changes
  /// (``ProjectIndex/isWrittenOnlyBySetupOrObservers(_:of:)``: a bundle derived from the
  /// stored language). A new instance reads the same values back, so re-making it loses
  /// nothing. With `countingAppStorage`, SwiftUI's `@AppStorage` counts as such a wrapper
  /// (`body-side-effect`: an object built per render whose only state is stored defaults);
  /// `observed-object-owned` leaves a re-made `@AppStorage` model reported.
  static func keepsEverythingInDefaults(
    _ type: String, index: ProjectIndex, countingAppStorage: Bool = false
  ) -> Bool {
    guard index.classTypes.contains(type), index.isObservedModel(type) else { return false }
    var found = false
    for name in [type] + index.superclasses(of: type) {
      let declarations = (index.declarations[name] ?? []).filter { $0.kind != .extension }
      let madeAlike = declarations.allSatisfy { $0.initializers.allSatisfy(\.parameters.isEmpty) }
      for property in index.storedProperties(of: name) {
        if property.attributes.contains(where: {
          isDefaultsWrapper($0, index: index, countingAppStorage: countingAppStorage)
        })
          || mirrorsStore(property, in: declarations)
          || readsStoreOnly(property, of: name, in: declarations, index: index)
        {
          found = true
        } else if property.wrapper == nil,
          let held = property.inferredTypeName,
          isAlikeHelper(held, index: index),
          property.isLet || !index.mayWrite(property.name, of: name)
        {
          // A stateless helper handed in (`FireStoreUserManager()`, a struct of `let`s with
          // their own values): every instance is alike, whatever the initializer is given.
          continue
        } else if property.isLet {
          guard madeAlike, property.wrapper == nil,
            !(property.inferredTypeName.map(index.classTypes.contains) ?? false)
          else { return false }
        } else {
          // Made alike too: a `var` set from an initializer's parameter differs per instance.
          guard madeAlike, property.wrapper == nil || property.wrapper == .published,
            index.isWrittenOnlyBySetupOrObservers(property.name, of: name)
          else { return false }
        }
      }
    }
    return found
  }

  /// Whether `type` is a project struct whose stored instance properties are all `let`s given
  /// their value where they are declared (`private let db = Firestore.firestore()`): every
  /// value of it is alike, a stateless helper.
  static func isAlikeHelper(_ type: String, index: ProjectIndex) -> Bool {
    let declarations = index.declarations[type] ?? []
    guard declarations.contains(where: { $0.kind == .struct }),
      declarations.allSatisfy({ $0.kind == .struct || $0.kind == .extension })
    else { return false }
    return index.storedProperties(of: type).allSatisfy { property in
      property.isStatic || (property.isLet && property.initialValue != .none)
    }
  }

  /// Whether a stored `var` (or `@Published var`) of `type` starts from a value read out of the
  /// user defaults (`UserDefaults.standard.data(forKey:)` decoded in `init`) and nothing that
  /// runs writes it afterwards (its only mutators are methods nothing calls): a new object
  /// reads the same value back.
  private static func readsStoreOnly(
    _ property: PropertyDeclaration, of type: String, in declarations: [TypeDeclaration],
    index: ProjectIndex
  ) -> Bool {
    guard !property.isLet, property.wrapper == nil || property.wrapper == .published,
      storeReads(of: property, in: declarations).paths.contains(where: Self.readsDefaultsValue)
    else { return false }
    return !index.mayWrite(property.name, of: type, ignoringUncalledMethods: true)
  }

  /// Whether a store path reads a value out of the user defaults or the iCloud key-value store
  /// through an instance (`UserDefaults.standard.data`, `UserDefaults.shared.string`), not a
  /// constant of the type (`UserDefaults.didChangeNotification`).
  private static func readsDefaultsValue(_ path: String) -> Bool {
    for store in ["UserDefaults.", "NSUbiquitousKeyValueStore."] where path.hasPrefix(store) {
      return path.dropFirst(store.count).split(separator: ".").count >= 2
    }
    return false
  }

  /// Whether a stored `var` starts from a value it reads out of a store reached through a type
  /// (`Settings.shared.language ?? .english`, `UserDefaults.standard.string(forKey: "name")`)
  /// and writes itself back to the same place in its `didSet` (`Settings.shared.language =
  /// language`, `UserDefaults.standard.set(name, forKey: "name")`), also through a conversion
  /// (an immediately run closure reading the store; a `didSet` writing back on each branch, and
  /// maybe clearing another store): the truth is the store's, and a new object reads it back.
  /// Without an initial value, the store read is what an initializer of `declarations`
  /// assigns to it, directly or through a local (`let saved = UserDefaults.standard.string(
  /// forKey: "language") ?? ""` then `self.language = saved`, with fallbacks on other
  /// branches).
  static func mirrorsStore(_ property: PropertyDeclaration, in declarations: [TypeDeclaration])
    -> Bool
  {
    guard !property.isLet, let binding = property.declaration.bindings.first,
      case .accessors(let accessors)? = binding.accessorBlock?.accessors,
      let didSet = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }),
      let body = didSet.body
    else { return false }
    let (paths, keys) = storeReads(of: property, in: declarations)
    // Anywhere in `didSet` (on every branch of a conversion, `if case .some(let choice) =
    // language { Settings.shared.language = choice } else { … = nil }`): the write back.
    let finder = StoreWriteFinder(paths: paths, keys: keys, name: property.name)
    finder.walk(body)
    return finder.found
  }

  /// The store paths reached through a type (`UserDefaults.standard.string`,
  /// `Settings.shared.language`) and the string keys that the property's initial value — or,
  /// without one, what the initializers of `declarations` assign it — reads.
  static func storeReads(of property: PropertyDeclaration, in declarations: [TypeDeclaration])
    -> (paths: Set<String>, keys: Set<String>)
  {
    let sources: [Syntax]
    if let value = property.declaration.bindings.first?.initializer?.value {
      sources = [Syntax(value)]
    } else {
      sources = declarations.flatMap { initializerSources(of: property.name, in: $0) }
    }
    var paths: Set<String> = []
    var keys: Set<String> = []
    for node in sources.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
      if case .stringSegment(let text) = node.tokenKind { keys.insert(text) }
      // A key named by a constant (`forKey: Key.instance.rawValue`): the expression as written.
      if node.tokenKind == .identifier("forKey"),
        let argument = node.parent?.as(LabeledExprSyntax.self),
        !argument.expression.is(StringLiteralExprSyntax.self)
      {
        keys.insert(argument.expression.trimmedDescription)
      }
      guard let access = node.parent?.parent?.as(MemberAccessExprSyntax.self),
        node.parent?.id == access.declName.id, Self.isRootedAtType(access)
      else { continue }
      paths.insert(access.trimmedDescription)
    }
    return (paths, keys)
  }

  /// The values the initializers of `declaration` assign to the property `name` (`self.name =
  /// saved`), and the initial values of the locals those values read (`let saved = …`), and of
  /// the locals those read in turn.
  private static func initializerSources(of name: String, in declaration: TypeDeclaration)
    -> [Syntax]
  {
    guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { return [] }
    var sources: [Syntax] = []
    for member in group.memberBlock.flattenedMembers {
      guard let body = member.as(InitializerDeclSyntax.self)?.body else { continue }
      var locals: [String: ExprSyntax] = [:]
      for token in body.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let local) = token.tokenKind,
          let pattern = token.parent?.as(IdentifierPatternSyntax.self),
          let value = pattern.parent?.as(PatternBindingSyntax.self)?.initializer?.value
            ?? pattern.parent?.as(OptionalBindingConditionSyntax.self)?.initializer?.value
        {
          locals[local] = value
        }
        guard token.tokenKind == .equal, let sequence = token.parent?.parent?.parent,
          let (lhs, rhs, isCompound) = SyntaxQueries.assignment(sequence), !isCompound,
          SyntaxQueries.directProperty(lhs) == name
        else { continue }
        sources.append(Syntax(rhs))
        // Through locals, and the locals they are made from (`decoded` from `data` from
        // `UserDefaults.standard.data(forKey:)`).
        var pending = Array(ReferencedNames.in(rhs))
        var seen = Set(pending)
        while let read = pending.popLast() {
          guard let value = locals[read] else { continue }
          sources.append(Syntax(value))
          for next in ReferencedNames.in(value) where seen.insert(next).inserted {
            pending.append(next)
          }
        }
      }
    }
    return sources
  }

  /// Whether a member access chain starts at a capitalised name (`Settings.shared.language`,
  /// `UserDefaults.standard`): a store reached through a type, not through the object.
  private static func isRootedAtType(_ access: MemberAccessExprSyntax) -> Bool {
    var current = access.base
    while let node = current {
      if let member = node.as(MemberAccessExprSyntax.self) {
        current = member.base
      } else if let call = node.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let reference = node.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text.first?.isUppercase == true
      } else {
        return false
      }
    }
    return false
  }

  /// Whether `name` is a property wrapper the project declares whose code reads or writes the
  /// user defaults or the iCloud key-value store.
  private static func isDefaultsWrapper(
    _ name: String, index: ProjectIndex, countingAppStorage: Bool
  ) -> Bool {
    // SwiftUI's own (`@AppStorage("userId") private var userId = ""`), when asked, unless the
    // project declares a wrapper of that name.
    if countingAppStorage, name == "AppStorage", index.declarations[name] == nil { return true }
    return (index.declarations[name] ?? []).contains { declaration in
      declaration.attributes.contains("propertyWrapper")
        && declaration.node.tokens(viewMode: .sourceAccurate).contains {
          $0.text == "UserDefaults" || $0.text == "NSUbiquitousKeyValueStore"
        }
    }
  }

  /// What the initializers of a class set up with constants: the variables they (or the
  /// methods they call) assign, and those methods.
  struct ConstantSetup {
    var assigned: Set<String> = []
    var methods: Set<String> = []
  }

  /// Whether every initializer of `declaration` only builds values, calls `super.init` or
  /// `self.init`, assigns constants (``isFixedValue(_:index:)``) to `variables`, and calls
  /// methods of `type` without arguments whose every statement assigns a constant to one of
  /// `variables` (`self.nickname = "Guest"`): nothing fetched, subscribed or started, nothing
  /// that depends on how the object is made. What they assign is collected in `setup`.
  private static func fillsOnlyConstants(
    _ declaration: TypeDeclaration, of type: String, variables: Set<String>, index: ProjectIndex,
    into setup: inout ConstantSetup
  ) -> Bool {
    guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { return false }
    for member in group.memberBlock.flattenedMembers {
      guard let body = member.as(InitializerDeclSyntax.self)?.body else { continue }
      for statement in body.statements {
        if let (lhs, _, _) = SyntaxQueries.assignment(Syntax(statement.item)),
          let root = SyntaxQueries.storageRoot(of: lhs), variables.contains(root)
        {
          guard fixedAssignment(statement, variables: variables, index: index) != nil else {
            return false
          }
          setup.assigned.insert(root)
          continue
        }
        if let call = statement.item.as(FunctionCallExprSyntax.self),
          call.arguments.isEmpty, call.trailingClosure == nil,
          SystemWorkScanner.isOwnMethodCall(call),
          let method = SyntaxQueries.calleeName(call.calledExpression),
          let assigned = constantFill(method, of: type, variables: variables, index: index)
        {
          setup.methods.insert(method)
          setup.assigned.formUnion(assigned)
          continue
        }
        if callsMethodOrAssigns(Syntax(statement), variables: variables) { return false }
      }
    }
    return true
  }

  /// The variables the project's method `type.method` assigns when every declaration of it
  /// has a body whose statements each assign a constant to one of `variables`; nil otherwise.
  private static func constantFill(
    _ method: String, of type: String, variables: Set<String>, index: ProjectIndex
  ) -> Set<String>? {
    let functions = index.functionDeclarations(named: method, in: type)
    guard !functions.isEmpty else { return nil }
    var assigned: Set<String> = []
    for function in functions {
      guard function.signature.parameterClause.parameters.isEmpty,
        function.signature.effectSpecifiers == nil, let body = function.body,
        !body.statements.isEmpty
      else { return nil }
      for statement in body.statements {
        guard let root = fixedAssignment(statement, variables: variables, index: index) else {
          return nil
        }
        assigned.insert(root)
      }
    }
    return assigned
  }

  /// The variable a statement gives a constant (`nickname = "Guest"`, `self.count = 8`): one of
  /// `variables`, assigned plainly (not `+=`) a whole value that is fixed
  /// (``isFixedValue(_:index:)``; `flag = Settings.version() == saved` is not).
  private static func fixedAssignment(
    _ statement: CodeBlockItemSyntax, variables: Set<String>, index: ProjectIndex
  ) -> String? {
    guard let sequence = statement.item.as(SequenceExprSyntax.self),
      sequence.elements.count == 3,
      let (lhs, rhs, isCompound) = SyntaxQueries.assignment(Syntax(sequence)), !isCompound,
      let root = SyntaxQueries.storageRoot(of: lhs), variables.contains(root),
      isFixedValue(rhs, index: index)
    else { return nil }
    return root
  }

  /// A value the same in every instance: a literal value (``isLiteralValue(_:)``), or a static
  /// method of the project's that starts no work and changes nothing, given only literal
  /// values (`ProfileImage.character(code: "02")`).
  private static func isFixedValue(_ value: ExprSyntax, index: ProjectIndex) -> Bool {
    if isLiteralValue(value) { return true }
    guard let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      TypeNames.isTypeLike(base),
      call.arguments.allSatisfy({ isLiteralValue($0.expression) })
    else { return false }
    let name = member.declName.baseName.text
    let methods = index.methods(named: name, in: base)
    guard !methods.isEmpty,
      methods.allSatisfy({ $0.isStatic && !$0.isAsynchronous && $0.mutatedNames.isEmpty }),
      !index.methodStartsWork(name, in: base)
    else { return false }
    // Its answer must not depend on the moment or the store (`Clock.now()` returning
    // `Date()`, a defaults read, another object's shared state).
    return index.functionDeclarations(named: name, in: base).allSatisfy { function in
      guard let body = function.body else { return false }
      return !body.tokens(viewMode: .sourceAccurate).contains { token in
        guard case .identifier(let word) = token.tokenKind else {
          return token.tokenKind == .keyword(.self) || token.tokenKind == .keyword(.Self)
        }
        return Self.momentWords.contains(word) || AppleFrameworks.dataTypes.contains(word)
      }
    }
  }

  /// Names whose values change from one moment, run or store to another: the moment and shared
  /// members (``momentaryMembers``) and the types that give a new value each time.
  private static let momentWords = momentaryMembers.subtracting(["init", "main"]).union([
    "Date", "UUID", "random", "ProcessInfo", "Bundle",
  ])

  /// Whether an initializer of `declaration` calls a method (`controller.performFetch()`,
  /// `subscribe()`), not only constructions and `super.init` / `self.init`, or assigns one of
  /// `variables` (`label = date.description`: a value that depends on how it is made).
  private static func initializerCallsMethodOrAssigns(
    _ declaration: TypeDeclaration, variables: Set<String>
  ) -> Bool {
    guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { return false }
    return group.memberBlock.flattenedMembers.contains { member in
      member.as(InitializerDeclSyntax.self)?.body.map {
        callsMethodOrAssigns(Syntax($0), variables: variables)
      } ?? false
    }
  }

  /// Whether code calls a method, not only constructions and `super.init` / `self.init`, or
  /// assigns one of `variables`.
  private static func callsMethodOrAssigns(_ code: Syntax, variables: Set<String>) -> Bool {
    for token in code.tokens(viewMode: .sourceAccurate) {
      if token.tokenKind == .equal, let sequence = token.parent?.parent?.parent,
        let (lhs, _, _) = SyntaxQueries.assignment(sequence),
        let root = SyntaxQueries.storageRoot(of: lhs), variables.contains(root)
      {
        return true
      }
      guard token.tokenKind == .leftParen else { continue }
      guard let call = token.parent?.as(FunctionCallExprSyntax.self) else { continue }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.tokenKind == .keyword(.`init`)
      {
        continue
      }
      guard let name = SyntaxQueries.calleeName(call.calledExpression),
        TypeNames.isTypeLike(name)
      else { return true }
    }
    return false
  }

  /// Whether `type` is an `@Observable` class with no instance state: every stored instance
  /// property it declares is `@ObservationIgnored` and either a `let` or resolved by a property
  /// wrapper (a service injected again on each creation), and it inherits from no class the
  /// project declares. Observation has nothing to track and a new instance equals the old
  /// (its members are static or computed): the `@Observable` counterpart of an
  /// `ObservableObject` that never announces a change.
  static func holdsNoInstanceState(_ type: String, index: ProjectIndex) -> Bool {
    guard index.observationTypes.contains(type) else { return false }
    let declarations = (index.declarations[type] ?? []).filter { $0.kind != .extension }
    guard !declarations.isEmpty else { return false }
    let inheritsProjectClass = declarations.contains { declaration in
      declaration.inheritedTypes.contains { inherited in
        (index.declarations[inherited] ?? []).contains { $0.kind == .class }
      }
    }
    guard !inheritsProjectClass else { return false }
    return index.storedProperties(of: type).allSatisfy { property in
      property.attributes.contains { $0 == "ObservationIgnored" || $0 == "PerceptionIgnored" }
        && (property.isLet || property.wrapper != nil)
    }
  }

  /// Whether a construction's arguments (trailing closures included) use only the
  /// initializer's parameters and locals computed from them; a closure among them may also use
  /// its own arguments (`Summary(scores) { "\($0) pts" }`: a pure mapping of the input).
  private static func isBuiltFromParameters(
    _ call: FunctionCallExprSyntax, in initializer: InitializerDeclSyntax
  ) -> Bool {
    var known = Set(
      initializer.signature.parameterClause.parameters.map {
        ($0.secondName ?? $0.firstName).text
      })
    for statement in initializer.body?.statements ?? [] {
      // `self.binding = binding` before the construction: `self.binding` is the parameter.
      if let sequence = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
        let (lhs, rhs, isCompound) = SyntaxQueries.assignment(Syntax(sequence)), !isCompound,
        let member = lhs.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
        usesOnly(known, in: Syntax(rhs))
      {
        known.insert("self." + member.declName.baseName.text)
        continue
      }
      guard let variable = statement.item.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let initial = binding.initializer?.value, usesOnly(known, in: Syntax(initial))
        else { continue }
        known.insert(name)
      }
    }
    // A blank object (`Model()`, `Model(title: "New")`) is state the view starts, not a
    // projection of its input: at least one parameter must go in.
    let scanner = ReferenceScanner(viewMode: .sourceAccurate)
    scanner.walk(call.arguments)
    if let trailing = call.trailingClosure { scanner.walk(trailing) }
    for extra in call.additionalTrailingClosures { scanner.walk(extra.closure) }
    return !scanner.makesFreshValue && !scanner.names.isEmpty && scanner.names.isSubset(of: known)
  }

  /// Whether `property` is a fixed sample of `type` that `owner` only reads: its value is a
  /// construction with arguments made of literals and types alone (`ToDoTask(name: "Sample",
  /// pomodoro: true)`: no parameter, property, local or fresh value like `Date()`), of a class
  /// that does not update itself, and the view never edits it
  /// (``isReadOnly(_:of:in:index:visited:)``). Every instance is the same sample, so re-making
  /// it loses nothing.
  static func isFixedSample(
    _ property: PropertyDeclaration, of type: String, in owner: String, index: ProjectIndex
  ) -> Bool {
    guard let value = property.declaration.bindings.first?.initializer?.value,
      let call = TypeNames.unwrapEffects(value).as(FunctionCallExprSyntax.self),
      !call.arguments.isEmpty, call.trailingClosure == nil
    else { return false }
    let scanner = ReferenceScanner(viewMode: .sourceAccurate)
    scanner.walk(call.arguments)
    guard !scanner.makesFreshValue, scanner.names.isEmpty,
      !call.arguments.contains(where: { readsTypeState(Syntax($0.expression)) }),
      !updatesItself(type, index: index)
    else { return false }
    var visited: Set<String> = []
    return isReadOnly(property.name, of: type, in: owner, index: index, visited: &visited)
  }

  /// Members of a type that give a value of the moment or shared state, not a constant.
  private static let momentaryMembers: Set<String> = [
    "now", "shared", "current", "standard", "default", "main", "init",
  ]

  /// Whether `node` reads a type's state rather than a constant: a chain past one member of a
  /// type (`API.shared.cachedFeed`), a call on a type's member (`Store.load()`), or a member
  /// that gives the moment or a shared object (`Date.now`, `Settings.shared`).
  private static func readsTypeState(_ node: Syntax) -> Bool {
    for token in node.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, TypeNames.isTypeLike(name),
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.base?.id == reference.id
      else { continue }
      if momentaryMembers.contains(member.declName.baseName.text) { return true }
      if member.parent?.is(MemberAccessExprSyntax.self) == true { return true }
      if let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id
      {
        return true
      }
    }
    return false
  }

  /// Whether every value `node` refers to is in `known`, a type or a constant — and it makes
  /// no fresh value (`Date()`, `UUID()`: a construction without arguments).
  private static func usesOnly(_ known: Set<String>, in node: Syntax) -> Bool {
    let scanner = ReferenceScanner(viewMode: .sourceAccurate)
    scanner.walk(node)
    return !scanner.makesFreshValue && scanner.names.isSubset(of: known)
  }

  /// Calls by which an object keeps itself up to date after it is made.
  static let selfUpdatingCalls: Set<String> = [
    "Task", "detached", "sink", "assign", "publish", "publisher", "addObserver", "observe",
    "scheduledTimer", "schedule", "async", "asyncAfter", "receive", "resume", "dataTask",
  ]

  /// Whether the project's class `type` (or a superclass it declares) starts keeping itself up
  /// to date when it is made.
  /// The initializers' own method calls (`listenForNotifications()` in `init`) count: the
  /// methods they run, and the ones those run, are scanned too.
  static func updatesItself(_ type: String, index: ProjectIndex) -> Bool {
    let owners = [type] + index.superclasses(of: type)
    var methods: [String: [FunctionDeclSyntax]] = [:]
    let scanner = SelfUpdateScanner(viewMode: .sourceAccurate)
    for name in owners {
      for declaration in index.declarations[name] ?? [] {
        guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
          continue
        }
        for member in group.memberBlock.flattenedMembers {
          if let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body {
            scanner.walk(body)
          } else if let variable = member.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
              if let initial = binding.initializer { scanner.walk(initial) }
            }
          } else if let function = member.as(FunctionDeclSyntax.self), function.body != nil {
            methods[function.name.text, default: []].append(function)
          }
        }
      }
    }
    var scanned: Set<String> = []
    while !scanner.found, let next = scanner.ownCalls.subtracting(scanned).sorted().first {
      scanned.insert(next)
      for function in methods[next] ?? [] {
        if let body = function.body { scanner.walk(body) }
      }
    }
    return scanner.found
  }

  /// Whether `owner` never edits its property `property`, an object of class `type`.
  private static func isReadOnly(
    _ property: String, of type: String, in owner: String, index: ProjectIndex,
    visited: inout Set<String>
  ) -> Bool {
    guard visited.insert("\(owner).\(property)").inserted else { return true }
    guard visited.count <= 8, let declarations = index.declarations[owner],
      let uses = usesOutsideInitializers(of: property, in: declarations)
    else { return false }
    for use in uses {
      guard isReadingUse(use, of: type, index: index, visited: &visited) else { return false }
    }
    return true
  }

  /// The uses the declarations make of their property `property` (`model`, `self.model`)
  /// outside initializers and nested types, or `nil` when one binds it (`$model`, `_model`)
  /// or a declaration has no members to read.
  private static func usesOutsideInitializers(
    of property: String, in declarations: [TypeDeclaration]
  ) -> [ExprSyntax]? {
    var uses: [ExprSyntax] = []
    for declaration in declarations {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return nil
      }
      for member in group.memberBlock.flattenedMembers
      where !member.is(InitializerDeclSyntax.self) && !member.isNominalTypeDeclaration {
        let scanner = ObjectUseScanner(name: property)
        scanner.walk(member)
        if scanner.binds { return nil }
        uses += scanner.uses
      }
    }
    return uses
  }

  /// Whether a use of the object (`model`, `self.model`) only reads it.
  private static func isReadingUse(
    _ use: ExprSyntax, of type: String, index: ProjectIndex, visited: inout Set<String>
  ) -> Bool {
    var current = Syntax(use)
    var depth = 0
    var lastMember = ""
    while let parent = current.parent {
      if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
        depth += 1
        lastMember = member.declName.baseName.text
      } else if parent.is(OptionalChainingExprSyntax.self)
        || parent.is(ForceUnwrapExprSyntax.self)
      {
        // `model?.name`, `model!.name`: the same object.
      } else if let call = parent.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == current.id
      {
        if depth == 1 {
          // A method of the object: it must change nothing and start nothing.
          guard !index.methods(named: lastMember, in: type).isEmpty,
            !index.methodMutatesState(lastMember, in: type),
            !index.methodStartsWork(lastMember, in: type)
          else { return false }
        } else if depth > 1,
          BodyEffectVisitor.mutatingMethods.contains(lastMember) || lastMember == "send"
        {
          return false
        }
      } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
        subscriptCall.calledExpression.id == current.id
      {
        // `model.rows[0]`: an element of what it holds.
      } else {
        break
      }
      current = parent
    }
    guard depth > 0 else {
      return isHandedToReadingView(current, of: type, index: index, visited: &visited)
    }
    // Written through (`model.name = …`, `model.count += 1`) or passed `inout`.
    if current.parent?.is(InOutExprSyntax.self) == true { return false }
    if let list = current.parent?.as(ExprListSyntax.self),
      let sequence = list.parent?.as(SequenceExprSyntax.self),
      let (lhs, _, _) = SyntaxQueries.assignment(Syntax(sequence)), lhs.id == current.id
    {
      return false
    }
    if let infix = current.parent?.as(InfixOperatorExprSyntax.self),
      let (lhs, _, _) = SyntaxQueries.assignment(Syntax(infix)), lhs.id == current.id
    {
      return false
    }
    return true
  }

  /// Whether every use `owner` makes of its property `property` (outside initializers) reads a
  /// stored property of `type` (`feed.filtered.count`) that has a declared initial value and
  /// that nothing in the project writes after the object is made: the same value in every
  /// instance, for good. Nothing is bound, called, written or handed on.
  private static func readsOnlyFixedMembers(
    _ property: String, of type: String, in owner: String, index: ProjectIndex
  ) -> Bool {
    guard index.memberWrites != nil, let declarations = index.declarations[owner] else {
      return false
    }
    let stored = Dictionary(
      ([type] + index.superclasses(of: type)).flatMap { index.storedProperties(of: $0) }.map {
        ($0.name, $0)
      }, uniquingKeysWith: { first, _ in first })
    var read: Set<String> = []
    guard let uses = usesOutsideInitializers(of: property, in: declarations) else { return false }
    for use in uses {
      var current = Syntax(use)
      while let parent = current.parent,
        parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
      {
        current = parent
      }
      guard let access = current.parent?.as(MemberAccessExprSyntax.self),
        access.base?.id == current.id, !changesOrCalls(access)
      else { return false }
      let name = access.declName.baseName.text
      guard let fixed = stored[name], !fixed.isStatic,
        let initial = fixed.declaration.bindings.first?.initializer?.value,
        isLiteralValue(initial),
        !fixed.declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }),
        fixed.isLet || !index.mayWrite(name, of: type)
      else { return false }
      read.insert(name)
    }
    // An initializer that calls a method (fetches, subscribes) or sets what the view reads
    // makes instances that differ.
    return !read.isEmpty
      && ([type] + index.superclasses(of: type)).allSatisfy { name in
        (index.declarations[name] ?? []).allSatisfy {
          !initializerCallsMethodOrAssigns($0, variables: read)
        }
      }
  }

  /// Whether the object's member is called (`model.reload()`), or anything along the member
  /// chain that starts at `access` is assigned or passed `inout` (`model.settings.limit += 1`).
  /// (A call further down is on the member's value, which the caller requires to be a literal
  /// value: `feed.filtered.filter { … }` reads it.)
  private static func changesOrCalls(_ access: MemberAccessExprSyntax) -> Bool {
    var current = Syntax(access)
    while true {
      guard let parent = current.parent else { return false }
      if let call = parent.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == current.id
      {
        return current.id == Syntax(access).id
          || BodyEffectVisitor.mutatingMethods.contains(
            current.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "")
      }
      if parent.is(InOutExprSyntax.self) { return true }
      if let (lhs, _, _) = SyntaxQueries.assignment(parent.parent ?? parent),
        lhs.id == current.id
      {
        return true
      }
      if let (lhs, _, _) = SyntaxQueries.assignment(parent), lhs.id == current.id { return true }
      if parent.is(MemberAccessExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
        || parent.is(ForceUnwrapExprSyntax.self) || parent.is(SubscriptCallExprSyntax.self)
      {
        current = parent
        continue
      }
      return false
    }
  }

  /// Whether an initial value is the same in every instance: literals (numbers, strings,
  /// Booleans, `nil`, arrays and dictionaries of them), a type's case (`.idle`,
  /// `Filter.all`), or an empty collection made by its type (`Set<String>()`) — no call that
  /// makes a value of the moment (`Date()`, `UUID()`) or reads another object.
  private static func isLiteralValue(_ value: ExprSyntax) -> Bool {
    for node in value.tokens(viewMode: .sourceAccurate) {
      guard node.tokenKind == .leftParen, let call = node.parent?.as(FunctionCallExprSyntax.self)
      else { continue }
      // `Set<String>()`, `[String: Int]()`: an empty collection.
      let callee = call.calledExpression
      guard call.arguments.isEmpty, call.trailingClosure == nil,
        callee.is(GenericSpecializationExprSyntax.self) || callee.is(ArrayExprSyntax.self)
          || callee.is(DictionaryExprSyntax.self)
      else { return false }
    }
    for node in value.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = node.tokenKind,
        let reference = node.parent?.as(DeclReferenceExprSyntax.self)
      else { continue }
      // A member after a dot (`.idle`, `Filter.all`) or a type's name; no other value.
      if let member = reference.parent?.as(MemberAccessExprSyntax.self),
        member.declName.id == reference.id
      {
        if momentaryMembers.contains(name) { return false }
        continue
      }
      if !TypeNames.isTypeLike(name) { return false }
    }
    return true
  }

  /// `ReceiptFooter(summary: summary)`: the object handed whole to a project view (or view
  /// modifier) whose property for it only reads it.
  private static func isHandedToReadingView(
    _ use: Syntax, of type: String, index: ProjectIndex, visited: inout Set<String>
  ) -> Bool {
    guard let argument = use.parent?.as(LabeledExprSyntax.self),
      let label = argument.label?.text,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let child = TypeNames.typeName(ofCallee: call.calledExpression),
      index.isViewLayer(child)
    else { return false }
    var property: String?
    for declaration in index.declarations[child] ?? [] {
      for initializer in declaration.initializers {
        guard let parameter = initializer.parameters.first(where: { $0.label == label }) else {
          continue
        }
        property = initializer.assignments[parameter.name]
      }
    }
    if property == nil, index.storedProperties(of: child).contains(where: { $0.name == label }) {
      property = label
    }
    guard let property else { return false }
    return isReadOnly(property, of: type, in: child, index: index, visited: &visited)
  }
}

/// The values an expression refers to (not members, not types, not a closure's own
/// arguments), and whether it makes a fresh value with a construction that takes no arguments.
private final class ReferenceScanner: SyntaxVisitor {
  private(set) var names: Set<String> = []
  private(set) var makesFreshValue = false
  /// The argument names of the closures around the current node.
  private var closureArguments: [Set<String>] = []

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    closureArguments.append(Set(SyntaxQueries.parameterNames(of: node)))
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) {
    closureArguments.removeLast()
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .visitChildren
    }
    // `self.state`: the stored property, by that spelling.
    if node.baseName.tokenKind == .keyword(.self),
      let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id
    {
      names.insert("self." + member.declName.baseName.text)
      return .visitChildren
    }
    let name = node.baseName.text
    if !closureArguments.isEmpty {
      if case .dollarIdentifier = node.baseName.tokenKind { return .visitChildren }
      if closureArguments.contains(where: { $0.contains(name) }) { return .visitChildren }
    }
    if !TypeNames.isTypeLike(name) { names.insert(name) }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.arguments.isEmpty, node.trailingClosure == nil,
      TypeNames.typeName(ofCallee: node.calledExpression) != nil
    {
      makesFreshValue = true
    }
    return .visitChildren
  }
}

/// Finds calls by which an object keeps itself up to date (a subscription, a timer, a task).
private final class SelfUpdateScanner: SyntaxVisitor {
  private(set) var found = false
  /// The names of the bare or `self.` calls walked (`setUp()`, `self.listen()`): possibly the
  /// object's own methods.
  private(set) var ownCalls: Set<String> = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = SyntaxQueries.calleeName(node.calledExpression),
      ObservedObjectOwnedRule.selfUpdatingCalls.contains(name)
    {
      found = true
    }
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      ownCalls.insert(reference.baseName.text)
    } else if let name = SyntaxQueries.directProperty(node.calledExpression) {
      ownCalls.insert(name)
    }
    return .visitChildren
  }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "selector" { found = true }
    return .visitChildren
  }
}

/// Finds a view's uses of one of its properties: `name` and `self.name` (collected), and
/// `$name` or `_name` (a binding or the wrapper itself: `binds`).
private final class ObjectUseScanner: SyntaxVisitor {
  let name: String
  private(set) var uses: [ExprSyntax] = []
  private(set) var binds = false

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let text = node.baseName.text
    if text == "$" + name || text == "_" + name {
      binds = true
      return .visitChildren
    }
    guard text == name else { return .visitChildren }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      // `self.name` is the property; `other.name` is not.
      if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        uses.append(ExprSyntax(member))
      }
      return .visitChildren
    }
    uses.append(ExprSyntax(node))
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Finds, in a `didSet`, a write back to one of `paths` (`Settings.shared.language = …`) or a
/// user-defaults `set` of the property under one of `keys`.
private final class StoreWriteFinder: SyntaxVisitor {
  let paths: Set<String>
  let keys: Set<String>
  let name: String
  private(set) var found = false

  init(paths: Set<String>, keys: Set<String>, name: String) {
    self.paths = paths
    self.keys = keys
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    note(Syntax(node))
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    note(Syntax(node))
    return .visitChildren
  }

  private func note(_ node: Syntax) {
    if let (lhs, _, _) = SyntaxQueries.assignment(node), paths.contains(lhs.trimmedDescription) {
      found = true
    }
  }

  /// Verbs of a store's reading and writing accessors (`SharedDefaults.getTheme()` and
  /// `SharedDefaults.saveTheme(theme)`).
  private static let readVerbs = ["get", "load", "read", "fetch", "saved", "stored", "current"]
  private static let writeVerbs = ["set", "save", "store", "write", "update", "persist"]

  /// `SharedDefaults.saveTheme(selectedTheme)` when the value was read by
  /// `SharedDefaults.getTheme()`: the writing accessor of the same type for the same thing.
  private func writesThroughPairedAccessor(_ call: FunctionCallExprSyntax) -> Bool {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      TypeNames.isTypeLike(base),
      let stem = Self.stem(of: member.declName.baseName.text, verbs: Self.writeVerbs)
    else { return false }
    return paths.contains { path in
      guard path.hasPrefix(base + "."), !path.dropFirst(base.count + 1).contains(".") else {
        return false
      }
      return Self.stem(of: String(path.dropFirst(base.count + 1)), verbs: Self.readVerbs) == stem
    }
  }

  /// `saveTheme` → `theme` for the verb `save` (`save_theme` too); nil when the name starts
  /// with none of `verbs` followed by a capital letter or an underscore.
  private static func stem(of name: String, verbs: [String]) -> String? {
    for verb in verbs where name.hasPrefix(verb) {
      var rest = name.dropFirst(verb.count)
      guard let first = rest.first, first.isUppercase || first == "_" else { continue }
      if first == "_" { rest = rest.dropFirst() }
      guard !rest.isEmpty else { continue }
      return rest.lowercased()
    }
    return nil
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let handsValue = node.arguments.contains { argument in
      argument.expression.tokens(viewMode: .sourceAccurate).contains {
        $0.tokenKind == .identifier(name)
      }
    }
    if handsValue, writesThroughPairedAccessor(node) {
      found = true
      return .visitChildren
    }
    guard ["set", "setValue"].contains(SyntaxQueries.calleeName(node.calledExpression)),
      node.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) })
    else { return .visitChildren }
    let usesKey = node.arguments.contains { argument in
      if argument.label?.text == "forKey", keys.contains(argument.expression.trimmedDescription) {
        return true
      }
      return argument.expression.tokens(viewMode: .sourceAccurate).contains {
        if case .stringSegment(let text) = $0.tokenKind { return keys.contains(text) }
        return false
      }
    }
    if usesKey { found = true }
    return .visitChildren
  }
}
