import SwiftSyntax

/// What the project's own methods do, looked up by type and name.
extension ProjectIndex {
  /// The methods named `name` declared by `type` or its extensions (protocols included).
  func methods(named name: String, in type: String) -> [MethodDeclaration] {
    (declarations[type] ?? []).flatMap { $0.methods.filter { $0.name == name } }
  }

  /// Whether the project itself declares `type` as a class, actor or protocol (not only
  /// extends it, as it may `Task` or `ActionSheet`).
  func declaresReferenceType(_ type: String) -> Bool {
    (declarations[type] ?? []).contains { [.class, .actor, .protocol].contains($0.kind) }
  }

  /// Whether the project's own code may answer `type.method`: it declares the type itself, or
  /// one of its extensions of the type declares the method (`extension UIImageView { func
  /// load(url:) }`). An extension adding other methods (`extension SFSpeechRecognizer { static
  /// func hasAuthorizationToRecognize() }`) leaves `SFSpeechRecognizer.requestAuthorization`
  /// the framework's.
  func answers(_ method: String, of type: String) -> Bool {
    (declarations[type] ?? []).contains { declaration in
      declaration.kind != .extension || declaration.methods.contains { $0.name == method }
    }
  }

  /// Whether the project declares `type` itself (not only extends it, as `extension UIImage`
  /// extends a framework type).
  func declaresOwnType(_ type: String) -> Bool {
    (declarations[type] ?? []).contains { $0.kind != .extension }
  }

  /// Whether the project declares `type`, so its methods can be looked at.
  func declares(_ type: String) -> Bool {
    !(declarations[type] ?? []).isEmpty
  }

  /// Whether calling `type.name` starts asynchronous work (an `async` method, a completion
  /// handler, a publisher, a body that awaits or starts a task), as declared in the project.
  ///
  /// A class's or struct's method that is `async` only because a protocol it conforms to
  /// requires it, and whose body awaits nothing and starts no work, is a synchronous read
  /// (a timer answering its remaining time): other conformers may work, this one does not. So
  /// is one whose body only computes (``MethodDeclaration/computesOnly``), whatever requires
  /// it. An actor's methods always run on the actor, so for an actor the declaration is
  /// enough.
  ///
  /// With `countingDelays` false, a method whose only work is a `Task` that sleeps and then
  /// updates what it shows (a presenter's show or hide delay) starts no work. With
  /// `unawaitedCall`, the call is not awaited, so an `async` overload is not the one it calls
  /// (`getRuntime(for:)` in a view builder is the synchronous one beside a `nonisolated async`
  /// one). With `valueResult`, the call's result is used as a value, not subscribed to.
  func methodStartsWork(
    _ name: String, in type: String, countingDelays: Bool = true, unawaitedCall: Bool = false,
    valueResult: Bool = false
  ) -> Bool {
    var found = methods(named: name, in: type)
    if unawaitedCall, found.contains(where: { !$0.isAsync }) {
      found.removeAll(where: \.isAsync)
    }
    // A call whose result is used as a plain value (`categoryIds.compactMap {
    // repository.get(categoryWithId: $0) }`) is not the overload returning a `Future` or
    // publisher beside one returning the value.
    if valueResult, found.contains(where: { !$0.returnsAsyncResult }) {
      found.removeAll(where: \.returnsAsyncResult)
    }
    guard !found.isEmpty else { return false }
    let isActor = (declarations[type] ?? []).contains { $0.kind == .actor }
    let onlyByRequirement = !isActor && conformsToProtocolRequiring(name, type: type)
    return found.contains { method in
      (method.startsWork && (countingDelays || !method.onlyDelays))
        || (method.isAsynchronous && !(onlyByRequirement && method.awaitsNothing)
          && !(method.computesOnly && !isActor))
    }
  }

  /// Whether the project's `type.name` is `async` only by its signature: every declaration is
  /// `async`, awaits nothing and starts no work, the type is not an actor (awaiting an
  /// actor's method hops onto it), and either a protocol it conforms to requires the method
  /// or every body only computes (``MethodDeclaration/computesOnly``). Awaiting it is a
  /// synchronous read (`await player.position()` returning a framework player's time,
  /// `await maps.distanceTo(station)` measuring from a stored location).
  func methodIsSynchronousRead(_ name: String, in type: String) -> Bool {
    let found = methods(named: name, in: type)
    guard !found.isEmpty, found.allSatisfy({ $0.isAsync && $0.awaitsNothing && !$0.startsWork }),
      !(declarations[type] ?? []).contains(where: { $0.kind == .actor })
    else { return false }
    return found.allSatisfy(\.computesOnly) || conformsToProtocolRequiring(name, type: type)
  }

  /// Whether every declaration of `type.name` the project has is asynchronous only by a
  /// completion parameter (a protocol requirement): a call passing no closure starts nothing
  /// the view waits for.
  func methodIsAsynchronousOnlyByCompletion(_ name: String, in type: String) -> Bool {
    let found = methods(named: name, in: type)
    return !found.isEmpty && found.allSatisfy(\.asynchronousOnlyByCompletion)
  }

  /// Whether every declaration of `type.name` the project has takes a completion handler that
  /// its body calls inline, before returning, and starts no work: a closure passed to it is
  /// not evidence of asynchronous work.
  func methodCompletesInline(_ name: String, in type: String) -> Bool {
    let found = methods(named: name, in: type)
    return !found.isEmpty && found.allSatisfy(\.completesInline)
  }

  /// The project protocols `type` is or conforms to, through its superclasses and the
  /// protocols' own inheritance.
  func projectProtocols(of type: String) -> Set<String> {
    var result: Set<String> = []
    var visited: Set<String> = []
    var pending = [type] + superclasses(of: type)
    while let next = pending.popLast() {
      guard visited.insert(next).inserted else { continue }
      for declaration in declarations[next] ?? [] {
        if declaration.kind == .protocol { result.insert(next) }
        pending.append(contentsOf: declaration.inheritedTypes.filter { !visited.contains($0) })
      }
    }
    return result
  }

  /// Whether any declaration of `view` names `name` other than at the token `declared` (its
  /// own declaration) and as another object's member (`api.uploadGames(…)`).
  func names(_ name: String, in view: String, besides declared: SyntaxIdentifier) -> Bool {
    for declaration in declarations[view] ?? [] {
      for token in declaration.node.tokens(viewMode: .sourceAccurate)
      where token.tokenKind == .identifier(name) && token.id != declared {
        if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          let member = reference.parent?.as(MemberAccessExprSyntax.self),
          member.declName.id == reference.id, let base = member.base,
          !["self", "Self"].contains(base.trimmedDescription)
        {
          continue
        }
        return true
      }
    }
    return false
  }

  /// The project's types that implement the protocol `type` (directly, through a refining
  /// protocol or through a superclass), test doubles aside: those named as one (`Mock…`,
  /// `…Stub`, `Fake…`, `Preview…`) or declared in a file under a test folder. Empty when `type`
  /// is not a protocol the project declares (only as a protocol and its extensions).
  func implementations(of type: String) -> [String] {
    guard let list = declarations[type], list.contains(where: { $0.kind == .protocol }),
      list.allSatisfy({ $0.kind == .protocol || $0.kind == .extension })
    else { return [] }
    return declarations.compactMap { name, list -> String? in
      // A type the project declares, or one it only extends to conform (`extension URL:
      // Openable`).
      guard name != type,
        list.contains(where: {
          [.class, .struct, .enum, .actor].contains($0.kind)
            || ($0.kind == .extension && $0.inheritedTypes.contains(type))
        }),
        !list.contains(where: { $0.kind == .protocol }), !Self.isTestDouble(name, in: list),
        projectProtocols(of: name).contains(type)
      else { return nil }
      return name
    }.sorted()
  }

  /// Whether a type is a test double: named as one, or declared in a test folder's file.
  private static func isTestDouble(_ name: String, in list: [TypeDeclaration]) -> Bool {
    let words = ["Mock", "Stub", "Fake", "Spy", "Dummy", "Preview", "Noop", "NoOp", "Test"]
    // A whole word: `MockClient`, `ClientStub`, not `Testimonial` or `Spyglass`.
    let isPrefixWord = { (word: String) -> Bool in
      guard name.hasPrefix(word) else { return false }
      let next = name.dropFirst(word.count).first
      return next.map { $0.isUppercase || $0 == "_" } ?? true
    }
    if words.contains(where: { isPrefixWord($0) || name.hasSuffix($0) }) { return true }
    return list.contains { declaration in
      declaration.file.split(separator: "/").dropLast().contains { component in
        component.hasSuffix("Tests") || component.hasSuffix("Test") || component == "Mocks"
          || component == "Previews" || component == "Preview Content"
      }
    }
  }

  /// Whether `type.method` is a requirement of a project protocol that an observed model (an
  /// `ObservableObject` or `@Observable` class) also conforms to: `type` is that model, a
  /// type-erasing wrapper around it, or the protocol itself, so calling it sends the model an
  /// intent.
  func reachesObservedModel(_ type: String, through method: String) -> Bool {
    let requiring = projectProtocols(of: type).filter { name in
      (declarations[name] ?? []).contains { $0.methods.contains { $0.name == method } }
    }
    guard !requiring.isEmpty else { return false }
    return observableObjectTypes.union(observationTypes).contains { model in
      model != type && !projectProtocols(of: model).isDisjoint(with: requiring)
    }
  }

  /// Whether a protocol `type` conforms to (in its declaration or an extension) declares a
  /// requirement named `name`.
  private func conformsToProtocolRequiring(_ name: String, type: String) -> Bool {
    let conformances = Set((declarations[type] ?? []).flatMap(\.inheritedTypes))
    return conformances.contains { inherited in
      (declarations[inherited] ?? []).contains { declaration in
        declaration.kind == .protocol && declaration.methods.contains { $0.name == name }
      }
    }
  }

  /// Whether `type.name` only describes a stream: every declaration the project has (instance
  /// or static) is declared to return a publisher or an async sequence, and its body (mapping, merging, erasing what
  /// the object holds) awaits nothing, starts no task, sends nothing, subscribes to nothing,
  /// builds no `Future` and changes none of the object's state. Calling it is a read: nothing
  /// runs until someone subscribes. A requirement without a body counts only when
  /// `requirementsToo` (the caller knows the result is only subscribed to, as `.onReceive`'s
  /// publisher argument is).
  func methodOnlyDescribesStream(_ name: String, in type: String, requirementsToo: Bool) -> Bool {
    let found = methods(named: name, in: type)
    guard !found.isEmpty else { return false }
    // A static helper (`static func publisher(_ name:)` returning a notification publisher)
    // describes a stream as well; neither may change what the type stores.
    let stored = Set(storedProperties(of: type).map(\.name))
    return found.allSatisfy { method in
      method.returnsStream && !method.startsWork
        && !method.emitsOrSubscribes && !method.sendsChange
        && method.mutatedNames.isDisjoint(with: stored)
        && (requirementsToo || !method.isRequirement)
    }
  }

  /// Whether `type.name` only describes a stream (``methodOnlyDescribesStream(_:in:requirementsToo:)``)
  /// that hands out one of the object's own subjects (`events.eraseToAnyPublisher()` over a
  /// stored `PassthroughSubject` or `CurrentValueSubject`): a channel of the app's own events,
  /// not a load that subscribing would start (no `URLSession`, no `Future`).
  func methodOnlyHandsOutSubject(_ name: String, in type: String) -> Bool {
    guard methodOnlyDescribesStream(name, in: type, requirementsToo: false) else { return false }
    var subjects: Set<String> = []
    for property in properties(of: type) where property.isStored {
      let text = property.typeText ?? property.initializerValue?.trimmedDescription ?? ""
      if text.contains("PassthroughSubject") || text.contains("CurrentValueSubject") {
        subjects.insert(property.name)
      }
    }
    guard !subjects.isEmpty else { return false }
    // A load, or a stream switched into another one per event (`flatMap { api.fetch() }`).
    let loads: Set<String> = [
      "URLSession", "dataTaskPublisher", "Future", "Deferred", "flatMap", "switchToLatest",
    ]
    return functionDeclarations(named: name, in: type).allSatisfy { function in
      guard let body = function.body else { return false }
      var namesSubject = false
      for token in body.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let word) = token.tokenKind else { continue }
        if loads.contains(word) { return false }
        if subjects.contains(word) { namesSubject = true }
      }
      return namesSubject
    }
  }

  /// Whether `type.name` only describes a stream (``methodOnlyDescribesStream(_:in:requirementsToo:)``)
  /// of the app's notifications: its body names `NotificationCenter` or a property holding it.
  /// Subscribing to it, however
  /// (`.sink { … }` in `onAppear`), listens for an event, like `.onReceive`.
  func methodOnlyDescribesNotifications(_ name: String, in type: String) -> Bool {
    guard methodOnlyDescribesStream(name, in: type, requirementsToo: false) else { return false }
    // `NotificationCenter`, or a property of the type holding it (`static let center =
    // NotificationCenter.default`).
    var centers: Set<String> = ["NotificationCenter"]
    for property in properties(of: type) {
      let text = property.typeText ?? property.initializerValue?.trimmedDescription ?? ""
      if text.hasPrefix("NotificationCenter") { centers.insert(property.name) }
    }
    return functionDeclarations(named: name, in: type).allSatisfy { function in
      function.body?.tokens(viewMode: .sourceAccurate).contains {
        if case .identifier(let word) = $0.tokenKind { return centers.contains(word) }
        return false
      } == true
    }
  }

  /// Whether calling `type.name` changes the state of the object it is called on: it assigns
  /// to or mutates one of the type's stored properties, or sends `objectWillChange`. Setting
  /// the options of a Foundation formatter the object holds in a `let`
  /// (`currencyFormatter.currencySymbol = "$"` before formatting), or the input of a Core Image
  /// filter it holds, configures a tool it works with, not state anything shows
  /// (``isHeldTool(_:)``).
  func methodMutatesState(_ name: String, in type: String) -> Bool {
    let found = methods(named: name, in: type)
    guard !found.isEmpty else { return false }
    let stored = Set(
      storedProperties(of: type).filter { !$0.isStatic && !isHeldTool($0) }.map(\.name))
    return found.contains { method in
      !method.isStatic && (method.sendsChange || !method.mutatedNames.isDisjoint(with: stored))
    }
  }

  /// Whether the property is a `let` holding a Foundation formatter (`NumberFormatter`,
  /// `DateFormatter`, `ISO8601DateFormatter`…): a type named `…Formatter` that the project
  /// does not declare; or a Core Image filter (`let filter = CIFilter.qrCodeGenerator()`),
  /// whose input a method sets before reading its output image: a tool, not shown state.
  func isHeldTool(_ property: PropertyDeclaration) -> Bool {
    guard property.isLet else { return false }
    if let type = property.inferredTypeName {
      if type.hasSuffix("Formatter") && declarations[type] == nil { return true }
      if type.hasPrefix("CIFilter") && declarations[type] == nil { return true }
    }
    guard property.typeName == nil, let value = property.initializerValue,
      let root = SyntaxQueries.rootIdentifier(of: value)
        ?? value.as(FunctionCallExprSyntax.self).flatMap({
          SyntaxQueries.rootIdentifier(of: $0.calledExpression)
        })
    else { return false }
    return root.name == "CIFilter" && declarations["CIFilter"] == nil
  }

  /// Whether calling `type.name` puts an entry into a keyed store the object holds (a
  /// get-or-create filling its cache).
  func methodStoresEntries(_ name: String, in type: String) -> Bool {
    methods(named: name, in: type).contains { !$0.isStatic && $0.storesEntries }
  }

  /// Whether `name` is declared only as view-returning methods (a view modifier such as
  /// `.loadFeed(…)` defined in an extension of `View`).
  func isViewBuildingMethod(_ name: String) -> Bool {
    viewBuildingMethodNames.contains(name)
  }

  /// Whether `type.member` is a computed static property the project declares whose getter
  /// builds a new instance (`static var default: StickValues { StickValues() }`, `{ .init() }`):
  /// each read makes a new one, so it is a factory, not a shared instance.
  func makesNewInstance(_ type: String, through member: String) -> Bool {
    properties(of: type).contains { property in
      // `` static var `default` `` is read as `.default`.
      guard property.name.filter({ $0 != "`" }) == member, property.isStatic,
        !property.isStored,
        let binding = property.declaration.bindings.first,
        let statements = SyntaxQueries.getterStatements(of: binding),
        let value = SyntaxQueries.singleExpression(of: statements).map(TypeNames.unwrapEffects),
        let call = value.as(FunctionCallExprSyntax.self)
      else { return false }
      if call.calledExpression.as(MemberAccessExprSyntax.self).map({
        $0.base == nil && $0.declName.baseName.text == "init"
      }) == true {
        return true
      }
      let built = TypeNames.typeName(ofCallee: call.calledExpression)
      return built == TypeNames.lastComponent(type) || built == "Self"
    }
  }

  /// Whether a type is a model a view observes (an `ObservableObject` or an `@Observable`
  /// class): calling its methods is sending an intent, not calling a service.
  func isObservedModel(_ type: String) -> Bool {
    observableObjectTypes.contains(type) || observationTypes.contains(type)
  }

  /// Whether a type owns navigation: it stores a `NavigationPath` (a router or coordinator,
  /// whatever it is called).
  func holdsNavigationPath(_ type: String) -> Bool {
    (declarations[type] ?? []).contains { declaration in
      declaration.properties.contains { property in
        property.isStored && (property.typeText ?? "").contains("NavigationPath")
          || property.inferredTypeName == "NavigationPath"
      }
    }
  }
}

extension ProjectIndex {
  /// The classes a class inherits from, nearest first, as far as the project declares them.
  func superclasses(of name: String) -> [String] {
    var chain: [String] = []
    var current = name
    while let parent = (declarations[current] ?? []).first(where: { $0.kind == .class })?
      .inheritedTypes.first,
      (declarations[parent] ?? []).contains(where: { $0.kind == .class }),
      !chain.contains(parent), parent != name
    {
      chain.append(parent)
      current = parent
    }
    return chain
  }

  /// Whether a class hands its state to observers without being a SwiftUI observable: it or a
  /// class it inherits from stores a Combine subject (`CurrentValueSubject`,
  /// `PassthroughSubject`) or a `@Published` property, the way a screen's processor or
  /// presenter publishes the state its view renders.
  func publishesState(_ name: String) -> Bool {
    ([name] + superclasses(of: name)).contains { type in
      storedProperties(of: type).contains { property in
        let text = property.typeText ?? property.inferredTypeName ?? ""
        return property.wrapper == .published || text.contains("CurrentValueSubject")
          || text.contains("PassthroughSubject")
      }
    }
  }
}

extension ProjectIndex {
  /// Whether `argument` of `call` binds to a parameter the project declares `@autoclosure`
  /// (`Row(onTap: { … }())`, `model.schedule(later: save())`): Swift wraps the expression in a
  /// closure the callee runs when it likes, so it is not evaluated at the call. The callee is a
  /// project type's initializer (every initializer with that label takes an autoclosure) or
  /// a project method of that name (every declaration of it does).
  func isAutoclosureArgument(_ argument: LabeledExprSyntax, of call: FunctionCallExprSyntax)
    -> Bool
  {
    let label = argument.label?.text ?? "_"
    if let type = TypeNames.typeName(ofCallee: call.calledExpression), declares(type) {
      guard typesWithAutoclosureInitializers.contains(type) else { return false }
      let parameters = (declarations[type] ?? []).flatMap(\.initializers).compactMap {
        $0.parameters.first { ($0.label ?? "_") == label }
      }
      return !parameters.isEmpty && parameters.allSatisfy(\.isAutoclosure)
    }
    guard let name = SyntaxQueries.calleeName(call.calledExpression) else { return false }
    return autoclosureLabelsByMethod[name]?.contains(label) == true
  }
}
