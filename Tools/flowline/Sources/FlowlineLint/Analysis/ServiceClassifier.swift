import SwiftSyntax

/// Decides whether a method call goes to a service (repository, API client, use case…),
/// using the declared or inferred type of the receiver when it is known and the naming
/// heuristics when it is not.
struct ServiceClassifier: Sendable {
  let index: ProjectIndex
  let naming: NamingConventions
  /// The module of the code being classified, whose global variables a bare name may be.
  var module = ""

  /// A short rendering of the call (`repository.fetchAll(…)`) when `call` calls a service on
  /// behalf of a member of `owner`, or `nil`.
  ///
  /// - Parameters:
  ///   - call: The call expression.
  ///   - properties: The properties of the enclosing type, by name.
  func serviceCall(_ call: FunctionCallExprSyntax, properties: [String: PropertyDeclaration])
    -> String?
  {
    guard let (rawReceiver, method) = SyntaxQueries.methodCall(call), method != "init" else {
      return nil
    }
    // `for await value in monitor.stream()`: iterating an object's stream, asking for nothing
    // in particular, is subscribing to it (like `.onReceive`), not asking it to do work.
    if call.arguments.isEmpty, call.trailingClosure == nil {
      // `for await sample in await client.nextSample()`: the same, asked for asynchronously.
      var sequence = Syntax(call)
      while let parent = sequence.parent,
        parent.is(AwaitExprSyntax.self) || parent.is(TryExprSyntax.self)
      {
        sequence = parent
      }
      if let loop = sequence.parent?.as(ForStmtSyntax.self), loop.awaitKeyword != nil,
        Syntax(loop.sequence).id == sequence.id
      {
        return nil
      }
    }
    // `dataSource.apply(snapshot, animatingDifferences: true) { … }`: a UIKit/AppKit diffable
    // data source showing a snapshot in its collection or table view (its closure is the
    // animation's completion) is a bridge drawing its view, whatever the receiver is called.
    if call.arguments.contains(where: { $0.label?.text == "animatingDifferences" })
      || method == "applySnapshotUsingReloadData"
    {
      return nil
    }
    let receiver = Self.stripOptional(rawReceiver)
    let knownType = receiverType(receiver, properties: properties)
    // `dataSource.flatMap { … }`, `items.filter { … }`: the standard library's collection
    // methods on a value, whatever the value is called, unless the project's type of the
    // receiver declares the method itself.
    if ClosureClassifier.immediateFunctions.contains(method),
      knownType.map({ index.methods(named: method, in: $0).isEmpty }) ?? true
    {
      return nil
    }
    // `.onReceive(context.eventChanges())`: a method that only describes a stream, handed to
    // `.onReceive`, is subscribed to, not asked to do work.
    if Self.isOnReceivePublisher(call),
      knownType.map({ index.methodOnlyDescribesStream(method, in: $0, requirementsToo: true) })
        ?? false
    {
      return nil
    }
    // `router.events().receive(on: …).sink { … }`: the object's own channel of events (a
    // subject it hands out), subscribed to, is an event the view listens for.
    if Self.isSubscribedStream(call),
      knownType.map({ index.methodOnlyHandsOutSubject(method, in: $0) }) ?? false
    {
      return nil
    }
    // A stream of the app's notifications, however subscribed (`.sink` to focus a field when a
    // tap is posted), is an event the view listens for.
    if knownType.map({ index.methodOnlyDescribesNotifications(method, in: $0) }) ?? false {
      return nil
    }
    guard isService(receiver, method: method, properties: properties, call: call) else {
      return nil
    }
    let type = knownType
    // A name is not proof: the call must be seen to start asynchronous work.
    // A closure passed to a project method whose body calls it inline is no evidence.
    let completesInline = type.map { index.methodCompletesInline(method, in: $0) } ?? false
    // A completion parameter the call does not pass (an optional one left at `nil`) is no
    // evidence of work.
    let declaredWork =
      type.map {
        index.methodStartsWork(
          method, in: $0, countingDelays: false, unawaitedCall: !SyntaxQueries.isAwaited(call),
          valueResult: Self.resultIsUnwrapped(call))
          && (SyntaxQueries.passesClosure(call)
            || !index.methodIsAsynchronousOnlyByCompletion(method, in: $0))
      } ?? false
    // Awaiting a method that is `async` only because a protocol requires it, and whose body
    // awaits nothing, is a synchronous read.
    // The receiver's type may be known only through the model holding it
    // (`appState.mapService`).
    let awaitsWork =
      SyntaxQueries.isAwaited(call)
      && !((type ?? heldType(receiver, properties: properties)).map {
        index.methodIsSynchronousRead(method, in: $0)
      } ?? false)
    let evidence =
      awaitsWork || (SyntaxQueries.passesClosure(call) && !completesInline)
      || Self.isConsumedAsynchronously(call) || declaredWork
      || (type.map { naming.knownServiceTypes.contains($0) } ?? false)
    guard evidence else { return nil }
    return Self.render(receiver, method: method, hasArguments: !call.arguments.isEmpty)
  }

  /// Whether the call's result is unwrapped as an optional (`if let image = painter.paint(text)`,
  /// `guard let …`, `painter.paint(text) ?? placeholder`): an overload returning a `Future` or a
  /// publisher, which is not optional, cannot be the one called.
  static func resultIsUnwrapped(_ call: FunctionCallExprSyntax) -> Bool {
    let value = SyntaxQueries.effectWrapper(of: Syntax(call))
    // `try?` makes any result optional, a `Future` too: no proof of the overload.
    var node = Syntax(call)
    while node.id != value.id, let parent = node.parent {
      if parent.as(TryExprSyntax.self)?.questionOrExclamationMark?.tokenKind
        == .postfixQuestionMark
      {
        return false
      }
      node = parent
    }
    guard let parent = value.parent else { return false }
    if let clause = parent.as(InitializerClauseSyntax.self) {
      return clause.parent?.is(OptionalBindingConditionSyntax.self) == true
    }
    // `a ?? b` before folding: the call is the element before the `??` operator.
    if let list = parent.as(ExprListSyntax.self) {
      let elements = Array(list)
      guard let position = elements.firstIndex(where: { $0.id == value.id }),
        position + 1 < elements.count,
        let op = elements[position + 1].as(BinaryOperatorExprSyntax.self)
      else { return false }
      return op.operator.text == "??"
    }
    return false
  }

  /// A method of a service passed by reference as an action (`.onAppear(perform:
  /// repository.reload)`, `.task(loader.fetchAll)`), when that method is known to start
  /// work, or — declared outside the project — is named like data work.
  func serviceMethodReference(
    _ reference: MemberAccessExprSyntax, properties: [String: PropertyDeclaration]
  ) -> String? {
    guard let base = reference.base, reference.parent?.is(LabeledExprSyntax.self) == true else {
      return nil
    }
    let method = reference.declName.baseName.text
    guard !TypeNames.isTypeLike(method), method != "init" else { return nil }
    // `$model.page` is a binding to a property (handed to a sheet), not a method.
    if let root = SyntaxQueries.rootIdentifier(of: base), root.name.hasPrefix("$") { return nil }
    let receiver = Self.stripOptional(base)
    guard isService(receiver, method: method, properties: properties, call: nil) else {
      return nil
    }
    let type = receiverType(receiver, properties: properties)
    // A property of the type (`dataSource.loadFromPage`) is a value, not an action.
    if let type, index.property(method, of: type) != nil { return nil }
    // Handed to a project type's initializer for a property that is no closure, a wrapped one
    // or one of a project type (`LoginView(model: service.loginViewModel)` with
    // `@ObservedObject var model: LoginViewModel`): a value, whatever the receiver's type.
    if let argument = reference.parent?.as(LabeledExprSyntax.self),
      let label = argument.label?.text,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let constructed = TypeNames.typeName(ofCallee: call.calledExpression),
      let property = index.property(label, of: constructed), !property.isClosure,
      property.wrapper != nil || property.inferredTypeName.map(index.declares) == true
    {
      return nil
    }
    let evidence: Bool
    if let type, index.declares(type) {
      evidence = index.methodStartsWork(method, in: type, countingDelays: false)
    } else {
      evidence = naming.isServiceMethod(method)
    }
    guard evidence else { return nil }
    var text = receiver.trimmedDescription
    if text.count > 40 || text.contains("\n") { text = "…" }
    return "\(text).\(method)"
  }

  /// Whether `type` names the presentation layer: a presenter or view model, or a protocol of
  /// one (`ChargeListViewModelProtocol`, `FeedViewModelType`, `ProfileViewModeling`,
  /// `LoginPresenterInterface`, `Order_list_view_modeling`).
  static func isPresentationRole(_ type: String) -> Bool {
    var name = normalizedRoleName(type)
    for suffix in ["protocol", "type", "interface", "contract", "ing"] where name.hasSuffix(suffix)
    {
      name.removeLast(suffix.count)
      break
    }
    if name.hasSuffix("present") { name += "er" }  // `Presenting` → `Presenter`
    return ["presenter", "viewmodel"].contains { name.hasSuffix($0) }
  }

  /// Whether `type` is an interactor (`HistoryInteractor`, Clean Swift's and VIPER's owner of a
  /// screen's use cases, which writes their outcome into the model the view renders), or a
  /// protocol of one (`…InteractorProtocol`, `…BusinessLogic`).
  static func isInteractor(_ type: String) -> Bool {
    var name = normalizedRoleName(type)
    for suffix in ["protocol", "type", "interface"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
      break
    }
    return name.hasSuffix("interactor") || name.hasSuffix("businesslogic")
  }

  /// Whether `type` is the intent layer of a model–view–intent screen: a project class or
  /// protocol named as an intent (`AuthJobIntent`, `AuthJobIntent.Intentable`,
  /// `LoginIntentProtocol`) that adopts no framework's intent (`AppIntent`,
  /// `LiveActivityIntent`: work the system runs). Like an interactor, it runs the screen's use cases and writes
  /// their outcome into the model the view renders.
  func isIntentLayer(_ type: String) -> Bool {
    var name = Self.normalizedRoleName(TypeNames.lastComponent(type))
    for suffix in ["protocol", "type", "interface"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
      break
    }
    guard name.hasSuffix("intent") || name.hasSuffix("intentable"),
      let declarations = index.declarations[type], !declarations.isEmpty
    else { return false }
    return declarations.contains { [.class, .protocol].contains($0.kind) }
      && !declarations.contains { declaration in
        // `AppIntent`, `LiveActivityIntent`, `INIntent`: a framework's intent, work the system
        // runs.
        declaration.inheritedTypes.contains { $0.hasSuffix("Intent") && !index.declares($0) }
      }
  }

  /// A type name lowercased without underscores (`Order_list_view_model` → `orderlistviewmodel`).
  private static func normalizedRoleName(_ type: String) -> String {
    String(type.lowercased().filter { $0 != "_" })
  }

  /// Whether `type` is a protocol of the project (declared only as one) named for the actions
  /// or the delegate of the view that holds it (`UserProfileActions`, `ComposerDelegate`): the
  /// view is handed an abstraction of its user actions, implemented by whoever owns the use
  /// case, and calling it hands the event up.
  func isActionsProtocol(_ type: String) -> Bool {
    guard type.hasSuffix("Actions") || type.hasSuffix("Delegate"),
      let declarations = index.declarations[type]
    else { return false }
    return declarations.contains { $0.kind == .protocol }
      && declarations.allSatisfy { $0.kind == .protocol || $0.kind == .extension }
  }

  /// `didTapReaction(…)`, `onSubmit()`, `handle(_:)`: a method named as an event for whoever
  /// listens (a view model's input), not as work to do.
  static func isIntentName(_ method: String) -> Bool {
    if method.hasPrefix("did") || method.hasPrefix("handle") { return true }
    if method.hasPrefix("on"), let next = method.dropFirst(2).first, next.isUppercase {
      return true
    }
    return false
  }

  /// Whether the call is the publisher argument of `.onReceive(_:perform:)`.
  private static func isOnReceivePublisher(_ call: FunctionCallExprSyntax) -> Bool {
    guard let argument = call.parent?.as(LabeledExprSyntax.self), argument.label == nil,
      let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      outer.arguments.first?.id == argument.id
    else { return false }
    return SyntaxQueries.calleeName(outer.calledExpression) == "onReceive"
  }

  /// `events.publisher().receive(on: RunLoop.main).sink { … }`: the call's result is the
  /// publisher a subscription (`sink`, `assign`) attaches to, through Combine operators.
  private static func isSubscribedStream(_ call: FunctionCallExprSyntax) -> Bool {
    var current = ExprSyntax(call)
    while let member = current.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == current.id,
      let next = member.parent?.as(FunctionCallExprSyntax.self),
      next.calledExpression.id == member.id
    {
      let name = member.declName.baseName.text
      if name == "sink" || name == "assign" { return true }
      guard streamOperators.contains(name) else { return false }
      current = ExprSyntax(next)
    }
    return false
  }

  /// Combine operators that pass a stream on without subscribing to it.
  private static let streamOperators: Set<String> = [
    "receive", "map", "compactMap", "filter", "removeDuplicates", "debounce", "throttle",
    "dropFirst", "eraseToAnyPublisher", "prefix", "delay", "handleEvents", "share",
  ]

  /// `repository.items().sink { … }`, `client.load().then { … }`: the result is consumed later.
  private static func isConsumedAsynchronously(_ call: FunctionCallExprSyntax) -> Bool {
    guard let member = call.parent?.as(MemberAccessExprSyntax.self) else { return false }
    return ["sink", "receive", "subscribe", "then", "done", "observe", "assign", "values"]
      .contains(member.declName.baseName.text)
  }

  private static func render(_ receiver: ExprSyntax, method: String, hasArguments: Bool)
    -> String
  {
    var text = receiver.trimmedDescription
    if text.contains("\n") { text = "…" }
    if text.count > 40 { text = String(text.prefix(37)) + "..." }
    return "\(text).\(method)(\(hasArguments ? "…" : ""))"
  }

  /// The type of a property reached through other values (`appState.mapService`,
  /// `self.appState.mapService`): each step's type read from the annotation or initial value of
  /// the property it names in the type before it.
  func heldType(_ receiver: ExprSyntax, properties: [String: PropertyDeclaration]) -> String? {
    guard let member = receiver.as(MemberAccessExprSyntax.self), let base = member.base,
      let baseType = receiverType(base, properties: properties)
        ?? heldType(base, properties: properties)
    else { return nil }
    return index.property(member.declName.baseName.text, of: baseType)?.inferredTypeName
  }

  /// The receiver's type when it is known: a type name, a property's declared or inferred
  /// type, or `Type.shared`.
  func receiverType(_ receiver: ExprSyntax, properties: [String: PropertyDeclaration]) -> String? {
    if let reference = receiver.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if TypeNames.isTypeLike(name) { return name }
      guard let property = properties[name] else {
        // A global of the module (`var musicService = AppleMusicService()` in the app file).
        return index.globalTypes[module]?[name].map { index.resolve($0, inModule: module) }
      }
      return property.inferredTypeName ?? index.environmentModelType(of: property)
    }
    if let member = receiver.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = member.declName.baseName.text
      if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        return properties[name].flatMap {
          $0.inferredTypeName ?? index.environmentModelType(of: $0)
        }
      }
      if let type = TypeNames.typeName(ofCallee: base), naming.singletonNames.contains(name) {
        return type
      }
    }
    return nil
  }

  /// A model the view observes: an ObservableObject or @Observable class, or a property
  /// wrapped in @ObservedObject, @StateObject, @EnvironmentObject or @Bindable.
  func isObservedModel(_ receiver: ExprSyntax, properties: [String: PropertyDeclaration])
    -> Bool
  {
    if let type = receiverType(receiver, properties: properties) {
      if index.isObservedModel(type) { return true }
      // Observable by use: an instance (`Center.shared`, a property), not the type's statics.
      let isTypeItself = receiver.as(DeclReferenceExprSyntax.self).map {
        TypeNames.isTypeLike($0.baseName.text)
      }
      if index.observedByUse.contains(type), isTypeItself != true { return true }
    }
    guard let name = SyntaxQueries.directProperty(receiver), let property = properties[name] else {
      return false
    }
    switch property.wrapper {
    case .observedObject, .stateObject, .environmentObject, .bindable: return true
    default: return false
    }
  }

  /// Whether the receiver is a property the view holds with an observing wrapper
  /// (`@ObservedObject`, `@StateObject`, `@EnvironmentObject`, `@Bindable`, or `@State` /
  /// `@Environment` / `@Binding` of an observable class), or an `@Observable` model reached
  /// through a stored property of one (`viewModel.walletClient`: Observation tracks what the
  /// view reads through the chain).
  func isHeldObservedModel(_ receiver: ExprSyntax, properties: [String: PropertyDeclaration])
    -> Bool
  {
    if let name = SyntaxQueries.directProperty(receiver), let property = properties[name] {
      return holdsObservedModel(property)
    }
    return observedThroughHolder(receiver, properties: properties) != nil
  }

  /// The type of an `@Observable` model the receiver reaches through a stored property of a
  /// model the view observes (`viewModel.walletClient`), if it is one.
  private func observedThroughHolder(
    _ receiver: ExprSyntax, properties: [String: PropertyDeclaration]
  ) -> String? {
    guard let member = Self.stripOptional(receiver).as(MemberAccessExprSyntax.self),
      let base = member.base, let name = SyntaxQueries.directProperty(base),
      let holder = properties[name], holdsObservedModel(holder),
      let holderType = holder.inferredTypeName ?? index.environmentModelType(of: holder),
      let held = index.property(member.declName.baseName.text, of: holderType), held.isStored,
      let type = held.inferredTypeName, index.observationTypes.contains(type)
    else { return nil }
    return type
  }

  /// Whether the view's property holds a model it observes (see ``isHeldObservedModel``), or
  /// one it is handed in a plain stored property (`let dataSource: PagingDataSource`, no
  /// default: a modifier given the screen's model), which owns and publishes its state.
  private func holdsObservedModel(_ property: PropertyDeclaration) -> Bool {
    switch property.wrapper {
    case .observedObject, .stateObject, .environmentObject, .bindable: return true
    case nil:
      guard property.isStored, !property.isStatic, property.initialValue == .none,
        let type = property.inferredTypeName
      else { return false }
      return index.isObservedModel(type)
    case .state, .environment, .binding:
      guard let type = property.inferredTypeName ?? index.environmentModelType(of: property)
      else { return false }
      return index.isObservedModel(type)
    default: return false
    }
  }

  /// Whether the receiver is a computed property of the view that reads a model out of a
  /// container the view observes (`private var asr: ASRService { services.asr }` with
  /// `@EnvironmentObject var services: AppServices`), and the container relays its models'
  /// changes (its code names `objectWillChange`): the view observes that model through it.
  func isRelayedObservedModel(_ receiver: ExprSyntax, properties: [String: PropertyDeclaration])
    -> Bool
  {
    guard let name = SyntaxQueries.directProperty(receiver), let property = properties[name],
      !property.isStored, let binding = property.declaration.bindings.first,
      let statements = SyntaxQueries.getterStatements(of: binding),
      let value = SyntaxQueries.singleExpression(of: statements),
      value.is(MemberAccessExprSyntax.self),
      let root = SyntaxQueries.rootIdentifier(of: value), let container = properties[root.name],
      holdsObservedModel(container),
      let type = container.inferredTypeName ?? index.environmentModelType(of: container)
    else { return false }
    return index.relaysChanges(type)
  }

  private func isService(
    _ receiver: ExprSyntax, method: String, properties: [String: PropertyDeclaration],
    call: FunctionCallExprSyntax?
  ) -> Bool {
    guard !index.isViewBuildingMethod(method) else { return false }
    // A presenter or view model is the layer a view is meant to call (VIPER's presenter, a
    // UIKit-style view model, a presenter posting a notification): sending it work is an
    // intent, whatever the method does.
    let knownType = receiverType(receiver, properties: properties)
    if let type = knownType, Self.isPresentationRole(type) || isActionsProtocol(type) {
      return false
    }
    // A method that only computes its result from its arguments (filtering and sorting the
    // array the view hands it) is a pure function, not a service's work, whatever its type is
    // called; on an actor, awaiting it only hops onto the actor.
    if let type = knownType, index.methodComputesFromArguments(method, in: type) {
      return false
    }
    // An interactor owns the screen's use cases and writes their outcome into the model the
    // view renders: a call the view neither waits on for a result it keeps nor completes into
    // its own state is an intent.
    if let call, let type = knownType, Self.isInteractor(type) || isIntentLayer(type),
      !(SyntaxQueries.isAwaited(call) && Self.resultIsUsed(call)),
      !Self.completionSetsViewState(call, properties)
    {
      return false
    }
    // The owner of the screen's model: a type (or protocol), not named as a service, that
    // exposes the very observable model the view renders (`var viewModel: PokedexViewModel`
    // beside the view's `@State var viewModel: PokedexViewModel`) runs the screen's use cases
    // and writes their outcome there, as an interactor does.
    if let call, let type = knownType, !naming.isServiceType(type),
      !naming.isBareServiceSuffix(type), exposesViewModel(type, properties: properties),
      !(SyntaxQueries.isAwaited(call) && Self.resultIsUsed(call)),
      !Self.completionSetsViewState(call, properties)
    {
      return false
    }
    // A store keeping its state in an `@Observable` object the views read through it
    // (`root.state.scheme`) is the model views send intents to, observable or not itself: a
    // call the view does not wait on and whose outcome it does not keep is an intent.
    if let call, let type = knownType, index.holdsObservableState(type),
      !SyntaxQueries.isAwaited(call), !Self.completionSetsViewState(call, properties)
    {
      return false
    }
    let modelFamily = knownType.map { index.reachesObservedModel($0, through: method) } ?? false
    let chained = observedThroughHolder(receiver, properties: properties)
    // Reached another way (`model.dataSource.updatePins(…)` through the screen's view model),
    // but of the very type the view observes itself (`@EnvironmentObject var source:
    // CityDataSource`): the app's one store, whose outcome the view renders.
    let reachedType = knownType == nil ? heldThroughHolder(receiver, properties: properties) : nil
    let observedKind =
      reachedType.map { observesModel(ofType: $0, properties: properties) } ?? false
    if isObservedModel(receiver, properties: properties) || modelFamily || chained != nil
      || observedKind
    {
      // The screen's own model (or a wrapper around one, sharing its protocol, or one its
      // observed model holds): calling it is sending an intent, unless it is an API client by
      // type that the view waits on for a result it keeps, or whose completion handler sets
      // the view's own state.
      guard let call, let type = knownType ?? chained ?? (observedKind ? reachedType : nil),
        naming.isServiceType(type) || naming.isBareServiceSuffix(type)
      else { return false }
      if SyntaxQueries.isAwaited(call) && Self.resultIsUsed(call) { return true }
      if Self.completionSetsViewState(call, properties)
        && !index.methodCompletesInline(method, in: type)
      {
        return true
      }
      guard SyntaxQueries.isAwaited(call) else { return false }
      // A model the view holds and observes (`@ObservedObject`, `@EnvironmentObject`,
      // `@Environment(Client.self)`, `@State` of an observable class) publishes the state of
      // its own use case: awaiting it without keeping a result is an intent whatever its name,
      // unless the view tracks the call in its own `@State` (`isSaving = true` around it).
      if chained != nil || observedKind || isHeldObservedModel(receiver, properties: properties)
        || isRelayedObservedModel(receiver, properties: properties)
      {
        return Self.tracksCallInViewState(call, properties)
      }
      // Reached another way (a computed property into an app container, a singleton): a
      // request it composes, or a user action (a discarded `try? await service.syncAll()` in
      // `.task` fires the model's own job once).
      return !call.arguments.isEmpty || !Self.isFiredOnAppear(call)
    }
    // Whatever it is called: a project class, actor or protocol (not a value type, not an
    // observed model) whose method is declared to do asynchronous work.
    if let type = knownType, index.declaresReferenceType(type),
      !index.isView(type), !Self.isIntentName(method),
      index.methodStartsWork(
        method, in: type, countingDelays: false,
        unawaitedCall: call.map { !SyntaxQueries.isAwaited($0) } ?? false,
        valueResult: call.map(Self.resultIsUnwrapped) ?? false)
    {
      return true
    }
    if let reference = receiver.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if TypeNames.isTypeLike(name) {
        guard !index.isView(name) else { return false }
        return naming.isServiceType(name)
          || (naming.isBareServiceSuffix(name) && naming.isServiceMethod(method))
      }
      return isServiceProperty(name, properties: properties, method: method)
    }
    if let member = receiver.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = member.declName.baseName.text
      if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        return isServiceProperty(name, properties: properties, method: method)
      }
      if let type = TypeNames.typeName(ofCallee: base), !TypeNames.isTypeLike(name) {
        // `Type.shared.method()`
        guard naming.singletonNames.contains(name), !naming.ignoredSingletonTypes.contains(type)
        else { return false }
        return naming.isServiceType(type) || naming.isServiceMethod(method)
      }
      return !TypeNames.isTypeLike(name) && naming.isServiceName(name)
    }
    if let type = TypeNames.constructedType(by: receiver) {
      return naming.isServiceType(type)
    }
    return false
  }

  /// The type of the stored property a receiver reaches through one of the view's own
  /// properties (`viewModel.dataSource` → `CityDataSource`), when the project declares both.
  private func heldThroughHolder(
    _ receiver: ExprSyntax, properties: [String: PropertyDeclaration]
  ) -> String? {
    guard let member = Self.stripOptional(receiver).as(MemberAccessExprSyntax.self),
      let base = member.base, let name = SyntaxQueries.directProperty(base),
      let holder = properties[name],
      let holderType = holder.inferredTypeName ?? index.environmentModelType(of: holder),
      let held = index.property(member.declName.baseName.text, of: holderType), held.isStored
    else { return nil }
    return held.inferredTypeName
  }

  /// Whether the view holds and observes a model of the class `type` itself: an
  /// `@EnvironmentObject`, `@ObservedObject` or `@StateObject` of that type, or an
  /// `@Environment(Type.self)` of an `@Observable` one.
  private func observesModel(ofType type: String, properties: [String: PropertyDeclaration])
    -> Bool
  {
    guard index.isObservedModel(type) else { return false }
    return properties.values.contains { property in
      switch property.wrapper {
      case .environmentObject, .observedObject, .stateObject:
        return property.inferredTypeName == type
      case .environment:
        return index.environmentModelType(of: property) == type
      default:
        return false
      }
    }
  }

  /// Whether `type` declares a property (a stored one, or a protocol's requirement) holding an
  /// observable model of a type the view itself holds one of.
  private func exposesViewModel(_ type: String, properties: [String: PropertyDeclaration])
    -> Bool
  {
    guard !index.isObservedModel(type) else { return false }
    // The models it makes itself (`var viewModel = PokedexViewModel(…)`, `= .init(…)`), or —
    // a protocol — requires: a record that merely points at another record owns none. Asked
    // first, since most receivers hold none and the view's properties need not be read.
    let isProtocol = (index.declarations[type] ?? []).contains { $0.kind == .protocol }
    let owned = Set(
      index.properties(of: type).compactMap { property -> String? in
        guard !property.isStatic, let held = property.inferredTypeName, held != type else {
          return nil
        }
        switch property.initialValue {
        case .construction, .implicitMember("init"): break
        case .none: guard isProtocol else { return nil }
        default: return nil
        }
        return index.isObservedModel(held) ? held : nil
      })
    guard !owned.isEmpty else { return false }
    return properties.values.contains { property in
      guard !property.isStatic,
        let held = property.inferredTypeName ?? index.environmentModelType(of: property)
      else { return false }
      return owned.contains(held)
    }
  }

  /// A property (or local) is a service when its known type is one, or — type unknown — when
  /// its name says so. A type that is exactly a service suffix (an API client called `Client`)
  /// counts when the called `method` reads like data work (`client.post(…)`).
  func isServiceProperty(
    _ name: String, properties: [String: PropertyDeclaration], method: String? = nil
  ) -> Bool {
    if let property = properties[name] {
      if let type = property.inferredTypeName ?? index.environmentModelType(of: property) {
        if naming.isServiceType(type) { return true }
        guard let method, naming.isBareServiceSuffix(type), !isDataModel(type) else {
          return false
        }
        return naming.isServiceMethod(method)
      }
    }
    return naming.isServiceName(name)
  }

  /// A value type or a SwiftData `@Model` the project declares: a `Client` record, not an API
  /// client.
  private func isDataModel(_ type: String) -> Bool {
    index.valueTypes.contains(type)
      || (index.declarations[type] ?? []).contains { $0.attributes.contains("Model") }
  }

  /// Whether an awaited call's result is kept: bound, assigned, returned, passed on or tested —
  /// not a statement of its own (`try? await model.sync()`) or assigned to `_`.
  static func resultIsUsed(_ call: FunctionCallExprSyntax) -> Bool {
    let node = SyntaxQueries.effectWrapper(of: Syntax(call))
    guard let parent = node.parent else { return false }
    if parent.is(CodeBlockItemSyntax.self) { return false }
    // A branch of a conditional expression that is itself a statement (`isOn ? log(.off) :
    // log(.on)`): its value is dropped with the expression's.
    if let statement = conditionalStatement(around: node, parent: parent),
      statement.parent?.is(CodeBlockItemSyntax.self) == true
    {
      return false
    }
    if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
      let (lhs, _, _) = SyntaxQueries.assignment(Syntax(sequence)),
      lhs.is(DiscardAssignmentExprSyntax.self)
    {
      return false
    }
    return true
  }

  /// The conditional expression (`cond ? a : b`) whose branch `node` is: folded, or as the
  /// parser leaves it, a sequence of exactly the condition, the ternary's `? a :` and `b` (no
  /// assignment or other operator around it: `shown = fav ? a() : b()` keeps its value).
  private static func conditionalStatement(around node: Syntax, parent: Syntax) -> Syntax? {
    if let ternary = parent.as(TernaryExprSyntax.self),
      ternary.thenExpression.id == node.id || ternary.elseExpression.id == node.id
    {
      return Syntax(ternary)
    }
    let list: ExprListSyntax?
    if parent.is(UnresolvedTernaryExprSyntax.self) {
      list = parent.parent?.as(ExprListSyntax.self)
    } else {
      list = parent.as(ExprListSyntax.self)
    }
    guard let list, list.count == 3,
      list[list.index(after: list.startIndex)].is(UnresolvedTernaryExprSyntax.self),
      parent.is(UnresolvedTernaryExprSyntax.self) || list.last?.id == node.id
    else { return nil }
    return list.parent.flatMap { $0.is(SequenceExprSyntax.self) ? $0 : nil }
  }

  /// Whether the call runs when the view appears: its nearest enclosing closure (looking
  /// through `Task { … }`) is a `.task` or `.onAppear` action.
  static func isFiredOnAppear(_ call: FunctionCallExprSyntax) -> Bool {
    var node = call.parent
    while let current = node {
      if let closure = current.as(ClosureExprSyntax.self) {
        var owner = closure.parent
        if owner?.is(LabeledExprSyntax.self) == true { owner = owner?.parent?.parent }
        let name = owner?.as(FunctionCallExprSyntax.self).flatMap {
          SyntaxQueries.calleeName($0.calledExpression)
        }
        if name != "Task" { return name == "task" || name == "onAppear" }
      }
      node = current.parent
    }
    return false
  }

  /// Whether the view makes the object it holds itself and owns it: a `@StateObject` or
  /// `@State` initialised with a construction (`= SpeechService()`), not a shared instance.
  private static func isOwnMadeModel(_ property: PropertyDeclaration) -> Bool {
    guard property.wrapper == .stateObject || property.wrapper == .state else { return false }
    switch property.initialValue {
    case .construction, .implicitMember("init"): return true
    default: return false
    }
  }

  /// Whether the innermost closure or function around the call (a `Task { … }`, a button's
  /// action, a method) also assigns the view's own `@State` something that carries data: the
  /// view keeps an outcome of the call itself (`items = result`, `selection = draft.id`).
  /// A copy of what the called model publishes (`suggestions = splitter.suggestions`) is not
  /// that: the model owns the use case and its outcome, the view mirrors it.
  /// An in-flight flag or a reset is not that either: a literal (`isSaving = true`, `task =
  /// nil`, `draft = ""`), a bare case (`phase = .idle`), or the `Task` that runs the call
  /// (`task = Task { … }`) — unless the scope also awaits something besides the call
  /// (`isBusy = true`, the call, `await reload()`): then the view sequences the steps of a use
  /// case and tracks them itself; but not when every other await is an intent to the same model
  /// and the view makes and owns that model (``isOwnMadeModel(_:)``). An assignment the scope
  /// makes before the call (not in a
  /// loop around it) cannot keep its outcome: `selected = savedChoice` seeding a picker before
  /// `await model.load(savedChoice)` is the view's own setup — unless the scope also awaits
  /// another step of the same receiver (`status = await cleaner.check()`, then the call); an
  /// unrelated setup await (`store = await registry.store()`) is no such step.
  static func tracksCallInViewState(
    _ call: FunctionCallExprSyntax, _ properties: [String: PropertyDeclaration]
  ) -> Bool {
    let receiver = SyntaxQueries.methodCall(call).flatMap {
      SyntaxQueries.rootIdentifier(of: $0.receiver)?.name
    }
    var node = call.parent
    var inLoop = false
    while let current = node {
      if current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self)
        || current.is(RepeatStmtSyntax.self)
      {
        inLoop = true
      }
      if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self)
        || current.is(AccessorDeclSyntax.self)
      {
        let finder = StateAssignmentFinder(
          properties: properties, ignoringFlags: true,
          after: inLoop ? nil : call.positionAfterSkippingLeadingTrivia, mirroring: receiver,
          scope: current)
        finder.walk(current)
        if finder.found { return true }
        // Awaits in the closure: of other calls on the same model, and of anything else.
        var sameReceiver = false
        var otherAwaits = 0
        for token in current.tokens(viewMode: .sourceAccurate)
        where token.tokenKind == .keyword(.await) {
          guard let awaited = token.parent?.as(AwaitExprSyntax.self) else {
            otherAwaits += 1
            continue
          }
          var expression = awaited.expression
          if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
          if let other = expression.as(FunctionCallExprSyntax.self), other.id == call.id {
            continue
          }
          if let other = expression.as(FunctionCallExprSyntax.self),
            let (otherReceiver, _) = SyntaxQueries.methodCall(other),
            receiver != nil, SyntaxQueries.rootIdentifier(of: otherReceiver)?.name == receiver
          {
            sameReceiver = true
          } else {
            otherAwaits += 1
          }
        }
        // A flag set beside several awaited steps tracks the view's own sequence of work; steps
        // that are all intents to a model the view makes and owns (its own `@StateObject`
        // speech service: its permission prompt, then its start) are that model's sequence.
        let ownsReceiver = receiver.flatMap { properties[$0] }.map(Self.isOwnMadeModel) ?? false
        let stepsElsewhere = otherAwaits > 0 || (sameReceiver && !ownsReceiver)
        return (finder.foundFlag && stepsElsewhere) || (finder.foundBefore && sameReceiver)
      }
      node = current.parent
    }
    return false
  }

  /// `client.load { result in self.items = result }`: a closure passed to the call assigns to
  /// the view's own `@State` something that carries data. Resetting an in-flight flag
  /// (`isLoading = false`, also inside a main-queue hop) keeps no outcome.
  static func completionSetsViewState(
    _ call: FunctionCallExprSyntax, _ properties: [String: PropertyDeclaration]
  ) -> Bool {
    var closures: [ClosureExprSyntax] = call.arguments.compactMap {
      $0.expression.as(ClosureExprSyntax.self)
    }
    if let trailing = call.trailingClosure { closures.append(trailing) }
    closures += call.additionalTrailingClosures.map(\.closure)
    let finder = StateAssignmentFinder(properties: properties, ignoringFlags: true)
    for closure in closures {
      finder.walk(closure)
      if finder.found { return true }
      // Beside resetting a flag, the completion goes on to the next step through the view's
      // own models (`store.gatherTokens { … }`): the view sequences the use case itself.
      if finder.foundFlag, callsHeldMember(in: closure, properties) { return true }
    }
    return false
  }

  /// Whether `closure` calls a method through one of the view's properties (`store.next()`,
  /// `self.service.socket.emit(…)`).
  private static func callsHeldMember(
    in closure: ClosureExprSyntax, _ properties: [String: PropertyDeclaration]
  ) -> Bool {
    for token in closure.statements.tokens(viewMode: .sourceAccurate)
    where token.tokenKind == .leftParen {
      guard let call = token.parent?.as(FunctionCallExprSyntax.self),
        let (receiver, _) = SyntaxQueries.methodCall(call),
        let root = SyntaxQueries.rootIdentifier(of: receiver), properties[root.name] != nil
      else { continue }
      return true
    }
    return false
  }

  static func stripOptional(_ expression: ExprSyntax) -> ExprSyntax {
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      return stripOptional(optional.expression)
    }
    if let forced = expression.as(ForceUnwrapExprSyntax.self) {
      return stripOptional(forced.expression)
    }
    return expression
  }
}

extension ProjectIndex {
  /// All properties of a type by name (first declaration wins).
  func propertyMap(of type: String) -> [String: PropertyDeclaration] {
    Dictionary(properties(of: type).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Views and view modifiers: the types whose code is "the view layer".
  func isViewLayer(_ name: String) -> Bool {
    isView(name)
      || (isHost(name)
        && (declarations[name] ?? []).contains { declaration in
          declaration.inheritedTypes.contains("ViewModifier")
        })
  }
}

/// Finds an assignment to a view's `@State` property.
private final class StateAssignmentFinder: SyntaxVisitor {
  let properties: [String: PropertyDeclaration]
  /// Whether assignments of flags, resets and error reports do not count (see
  /// `ServiceClassifier.tracksCallInViewState`).
  let ignoringFlags: Bool
  private(set) var found = false
  /// Whether an assignment of a flag was seen (with `ignoringFlags`).
  private(set) var foundFlag = false
  /// With a position, assignments that end before it do not count as found.
  let after: AbsolutePosition?
  /// Whether an assignment of data before `after` was seen.
  private(set) var foundBefore = false
  /// A name whose members copied as they are (`items = model.items`) do not count.
  let mirroring: String?
  /// The scope walked: an assignment in a closure or `defer` nested in it runs later, so it
  /// is never "before" the call.
  let scope: Syntax?

  init(
    properties: [String: PropertyDeclaration], ignoringFlags: Bool = false,
    after: AbsolutePosition? = nil, mirroring: String? = nil, scope: Syntax? = nil
  ) {
    self.properties = properties
    self.ignoringFlags = ignoringFlags
    self.after = after
    self.mirroring = mirroring
    self.scope = scope
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    check(Syntax(node))
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    check(Syntax(node))
    return found ? .skipChildren : .visitChildren
  }

  private func check(_ node: Syntax) {
    guard let (lhs, rhs, _) = SyntaxQueries.assignment(node),
      let name = SyntaxQueries.storageRoot(of: lhs)
    else { return }
    guard properties[name]?.wrapper == .state else { return }
    if let mirroring, Self.isMemberPath(rhs, of: mirroring) { return }
    if ignoringFlags, Self.isFlag(rhs) {
      foundFlag = true
      return
    }
    if let after, node.endPositionBeforeTrailingTrivia <= after, runsInPlace(node) {
      foundBefore = true
      return
    }
    found = true
  }

  /// Whether `node` runs where it is written in ``scope``: no closure or `defer` between them.
  private func runsInPlace(_ node: Syntax) -> Bool {
    var current = node.parent
    while let parent = current, parent.id != scope?.id {
      if parent.is(ClosureExprSyntax.self) || parent.is(DeferStmtSyntax.self) { return false }
      current = parent.parent
    }
    return true
  }

  /// Whether `value` only reads a member of `root` (`model.items`, `self.model.rows.count`).
  private static func isMemberPath(_ value: ExprSyntax, of root: String) -> Bool {
    ServiceClassifier.stripOptional(value).is(MemberAccessExprSyntax.self)
      && SyntaxQueries.rootIdentifier(of: value)?.name == root
  }

  /// A value that carries no data: a literal, a bare enum case (`.idle`), or a `Task { … }`.
  private static func isFlag(_ value: ExprSyntax) -> Bool {
    if value.is(BooleanLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self)
      || value.is(IntegerLiteralExprSyntax.self)
      || value.is(FloatLiteralExprSyntax.self)
    {
      return true
    }
    // `""`, `"Saving…"`; not `"\(count) saved"`.
    if let string = value.as(StringLiteralExprSyntax.self) {
      return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
    }
    if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
    if let dictionary = value.as(DictionaryExprSyntax.self) {
      return dictionary.content.is(TokenSyntax.self)
    }
    if let member = value.as(MemberAccessExprSyntax.self) { return member.base == nil }
    if let call = value.as(FunctionCallExprSyntax.self) {
      return SyntaxQueries.calleeName(call.calledExpression) == "Task"
    }
    return false
  }
}
