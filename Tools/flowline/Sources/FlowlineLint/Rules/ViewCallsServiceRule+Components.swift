import SwiftSyntax

/// Receivers that are not services whatever their methods are called: UI components wrapping a
/// platform view, and methods that only hand work to a model the app observes.
extension ViewCallsServiceRule {
  /// Prefixes of the UIKit, AppKit, WebKit, MapKit, SceneKit, SpriteKit, RealityKit, PDFKit,
  /// MetalKit, AVKit and PencilKit view classes (`UITextView`, `WKWebView`, `MKMapView`…).
  static let platformViewPrefixes = [
    "UI", "NS", "WK", "MK", "SCN", "SK", "AR", "PDF", "MTK", "AV", "PK", "GLK",
  ]

  /// Whether `name` is a platform view class: one of the prefixes, then a capitalised name
  /// ending in `View` (`UIView`, `NSTextView`, `WKWebView`, `PDFView`).
  static func isPlatformViewType(_ name: String) -> Bool {
    guard name.hasSuffix("View") else { return false }
    return platformViewPrefixes.contains { prefix in
      name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
    }
  }

  /// Whether the project's `type` is a UI component: it (or a class it inherits from) is a
  /// platform view subclass, or it, a superclass or a project protocol it conforms to exposes
  /// a platform view it is shown in (a non-private instance property of a platform view type,
  /// or of a project class that is one). Its async methods drive that view (a web editor
  /// moving its cursor, a map flying to a region); they are not a service's work. A type that
  /// keeps a web view privately, as a hidden tool, is not one.
  static func isUIComponent(_ type: String, index: ProjectIndex) -> Bool {
    guard index.declaresReferenceType(type) else { return false }
    if isViewSubclass(type, index: index) { return true }
    let owners = [type] + index.superclasses(of: type) + index.projectProtocols(of: type)
    return owners.contains { owner in
      index.properties(of: owner).contains { property in
        guard !property.isStatic, property.access != .private, property.access != .fileprivate,
          let shown = property.inferredTypeName
        else { return false }
        return isPlatformViewType(shown) || isViewSubclass(shown, index: index)
      }
    }
  }

  /// Whether `type` is a project class inheriting, directly or through the project's own
  /// classes, from a platform view class.
  static func isViewSubclass(_ type: String, index: ProjectIndex) -> Bool {
    ([type] + index.superclasses(of: type)).contains { name in
      (index.declarations[name] ?? []).contains { declaration in
        declaration.kind == .class && declaration.inheritedTypes.contains(where: isPlatformViewType)
      }
    }
  }

  /// Whether `call` goes to a UI component (see `isUIComponent`).
  static func callsUIComponent(
    _ receiver: ExprSyntax, properties: [String: PropertyDeclaration],
    classifier: ServiceClassifier, index: ProjectIndex
  ) -> Bool {
    guard
      let type = classifier.receiverType(
        ServiceClassifier.stripOptional(receiver), properties: properties)
    else { return false }
    return isUIComponent(type, index: index)
  }
}

/// Methods that hand work to an observed model: calling one sends an intent.
extension ViewCallsServiceRule {
  /// Whether the project's `type.method` (the overloads matching `labels`) only hands work to
  /// a model the app observes: each body awaits nothing, starts no task and dispatches
  /// nothing, and does nothing but build values (`Job(…) { … }`, whose closure the model runs
  /// later) and call an `ObservableObject` or `@Observable` class, at least once handing it a
  /// value it built (`board.enqueue(job)`; a read such as `provider.cachedData(id)` hands
  /// nothing over). The method may be `async` (a protocol's signature, or by habit); calling it
  /// is sending that model an intent, and the model does the work and publishes its progress.
  /// An overload that only awaits another overload of the same name (`try await
  /// remove(item: castItem)`) forwards, and is judged by the others.
  static func onlyEnqueuesOnModel(
    _ method: String, labels: [String]?, in type: String, index: ProjectIndex,
    classifier: ServiceClassifier
  ) -> Bool {
    let bodies = methodBodies(method, labels: labels, in: type, index: index)
    let properties = index.propertyMap(of: type)
    var enqueues = false
    for function in bodies {
      guard let body = function.body else { continue }
      if forwardsToOverload(body, method: method, type: type) { continue }
      let scanner = EnqueueScanner(
        type: type, properties: properties, index: index, classifier: classifier)
      scanner.walk(body)
      guard !scanner.otherWork, scanner.enqueues else { return false }
      enqueues = true
    }
    return enqueues
  }

  /// Whether every `await` in `body` awaits a call to `method` itself, on no receiver, `self`,
  /// `Self` or `type`: an overload forwarding to another.
  static func forwardsToOverload(_ body: CodeBlockSyntax, method: String, type: String) -> Bool {
    var awaits = 0
    for node in body.tokens(viewMode: .sourceAccurate) where node.tokenKind == .keyword(.await) {
      guard let awaitExpr = node.parent?.as(AwaitExprSyntax.self) else { return false }
      let awaited = TypeNames.unwrapEffects(awaitExpr.expression)
      guard let call = awaited.as(FunctionCallExprSyntax.self),
        SyntaxQueries.calleeName(call.calledExpression) == method
      else { return false }
      if let (receiver, _) = SyntaxQueries.methodCall(call),
        !["self", "Self", type].contains(receiver.trimmedDescription)
      {
        return false
      }
      awaits += 1
    }
    return awaits > 0
  }

  /// Whether `call` goes to a project method that only hands work to an observed model.
  static func enqueuesOnModelOnly(
    _ call: FunctionCallExprSyntax, properties: [String: PropertyDeclaration],
    classifier: ServiceClassifier, index: ProjectIndex
  ) -> Bool {
    guard let (receiver, method) = SyntaxQueries.methodCall(call),
      let type = classifier.receiverType(
        ServiceClassifier.stripOptional(receiver), properties: properties)
    else { return false }
    return onlyEnqueuesOnModel(
      method, labels: argumentLabels(of: call), in: type, index: index, classifier: classifier)
  }
}

/// Scans a method body for whether it only builds values and calls observed models.
private final class EnqueueScanner: SyntaxVisitor {
  let type: String
  let properties: [String: PropertyDeclaration]
  let index: ProjectIndex
  let classifier: ServiceClassifier
  /// The body calls a method of an observed model.
  private(set) var enqueues = false
  /// The body awaits, starts a task or dispatch, or calls anything else.
  private(set) var otherWork = false
  /// Closures handed to a value being built or to the model: they run later, by the model.
  private var deferred: Set<SyntaxIdentifier> = []
  /// Locals the body builds by a construction (`let job = Job(…)`).
  private var built: Set<String> = []

  init(
    type: String, properties: [String: PropertyDeclaration], index: ProjectIndex,
    classifier: ServiceClassifier
  ) {
    self.type = type
    self.properties = properties
    self.index = index
    self.classifier = classifier
    super.init(viewMode: .sourceAccurate)
  }

  /// Calls that do nothing but report (`print`, `assert`, `fatalError`).
  private static let reporting: Set<String> = [
    "print", "debugPrint", "assert", "assertionFailure", "precondition", "preconditionFailure",
    "fatalError",
  ]

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    deferred.contains(node.id) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    otherWork = true
    return .skipChildren
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if node.awaitKeyword != nil { otherWork = true }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name = SyntaxQueries.calleeName(node.calledExpression) ?? ""
    if isConstruction(node, name: name) || isModelCall(node) {
      deferClosures(of: node)
    } else if !Self.reporting.contains(name) {
      otherWork = true
    }
    return .visitChildren
  }

  /// `Job(for: item) { … }`, an implicit member (`.init(…)`, an enum case `.installed(at)`,
  /// also as a `case` pattern), but not `Task { … }`, which starts its work at once.
  private func isConstruction(_ node: FunctionCallExprSyntax, name: String) -> Bool {
    guard name != "Task" else { return false }
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
      return true
    }
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
      index.declares(reference.baseName.text)
    {
      return true
    }
    return TypeNames.typeName(ofCallee: node.calledExpression) != nil
  }

  /// `let job = Job(…)`: a local the body builds.
  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value,
      let call = TypeNames.unwrapEffects(value).as(FunctionCallExprSyntax.self),
      isConstruction(call, name: SyntaxQueries.calleeName(call.calledExpression) ?? "")
    {
      built.insert(name)
    }
    return .visitChildren
  }

  /// Whether an argument is a value the body built: a local made by a construction, or a
  /// construction in place (`board.enqueue(Job { … })`).
  private func handsOverBuiltValue(_ node: FunctionCallExprSyntax) -> Bool {
    node.arguments.contains { argument in
      let value = TypeNames.unwrapEffects(argument.expression)
      if let reference = value.as(DeclReferenceExprSyntax.self) {
        return built.contains(reference.baseName.text)
      }
      guard let call = value.as(FunctionCallExprSyntax.self) else { return false }
      return isConstruction(call, name: SyntaxQueries.calleeName(call.calledExpression) ?? "")
    }
  }

  /// `board.enqueue(job)`, `Self.board.enqueue(job)`, `Catalog.queue.add(job)`: a call on an
  /// observable model the type holds or reaches. It enqueues when it hands over a value the
  /// body built; a read (`provider.cachedData(id)`) is allowed but hands nothing over.
  private func isModelCall(_ node: FunctionCallExprSyntax) -> Bool {
    guard let (rawReceiver, _) = SyntaxQueries.methodCall(node) else { return false }
    let receiver = ServiceClassifier.stripOptional(rawReceiver)
    var model = classifier.receiverType(receiver, properties: properties)
    if model == nil, let (owner, member) = TypeNames.staticMember(receiver) {
      let ownerType = owner == "Self" ? type : owner
      model = index.propertyMap(of: ownerType)[member]?.inferredTypeName
    }
    guard let model, index.isObservedModel(model) else { return false }
    if handsOverBuiltValue(node) { enqueues = true }
    return true
  }

  private func deferClosures(of node: FunctionCallExprSyntax) {
    for argument in node.arguments {
      if let closure = argument.expression.as(ClosureExprSyntax.self) {
        deferred.insert(closure.id)
      }
    }
    if let trailing = node.trailingClosure { deferred.insert(trailing.id) }
    for extra in node.additionalTrailingClosures { deferred.insert(extra.closure.id) }
  }
}

extension ViewCallsServiceRule {
  /// Whether a call the classifier may take for a service's is not service work: a log line
  /// or analytics event, a window or panel presenter or thin wrapper around a system facility,
  /// a fire-and-forget write to the app's local persistence stack, an Apple framework
  /// singleton that is not a service type, a UI component wrapping a
  /// platform view, a component presenting its own UI, or a method that only hands work to an
  /// observed model.
  static func isNotServiceWork(
    _ call: FunctionCallExprSyntax, properties: [String: PropertyDeclaration],
    classifier: ServiceClassifier, context: RuleContext
  ) -> Bool {
    let index = context.index
    if classifier.isInstrumentationCall(call, properties: properties)
      || drivesSystemOnly(call, properties: properties, classifier: classifier, index: index)
      || isForgottenLocalPersistenceWrite(
        call, properties: properties, classifier: classifier, index: index)
    {
      return true
    }
    guard let (receiver, _) = SyntaxQueries.methodCall(call) else { return false }
    return presentsOwnUI(call) || promptsSDKSignIn(call, context: context)
      || isSystemSingleton(receiver, context: context)
      || installsOwnInputHandler(call, properties: properties, index: index)
      || callsUIComponent(receiver, properties: properties, classifier: classifier, index: index)
      || enqueuesOnModelOnly(call, properties: properties, classifier: classifier, index: index)
  }
}

extension ViewCallsServiceRule {
  /// `UserApi.shared.loginWithKakaoAccount { token, error in … }`: a sign-in call
  /// (`login…`, `logIn…`, `signIn…`, not an unattended one such as `signInAnonymously` or
  /// `loginWithStoredToken`) on another library's type — neither the project's nor Apple's —
  /// handed nothing but its completion. Given no credentials, the SDK asks the user
  /// on its own login screen, as a call given a controller to present from does; what it
  /// answers comes back through the completion. (`signIn(withEmail:password:)` sends
  /// credentials the app holds: a service call.)
  static func promptsSDKSignIn(_ call: FunctionCallExprSyntax, context: RuleContext) -> Bool {
    guard let (receiver, method) = SyntaxQueries.methodCall(call) else { return false }
    let lowered = method.lowercased()
    // A sign-in that needs no one at the screen (`signInAnonymously`, `signInSilently`,
    // `loginWithStoredToken`, `restorePreviousSignIn`) sends what the app holds.
    let unattended = [
      "anonym", "silent", "restore", "token", "refresh", "stored", "saved", "previous",
      "credential", "keychain", "cached",
    ]
    guard lowered.hasPrefix("login") || lowered.hasPrefix("signin"),
      !unattended.contains(where: lowered.contains),
      call.arguments.allSatisfy({ $0.expression.is(ClosureExprSyntax.self) }),
      call.trailingClosure != nil || !call.arguments.isEmpty
    else { return false }
    let stripped = ServiceClassifier.stripOptional(receiver)
    let type: String?
    if let member = stripped.as(MemberAccessExprSyntax.self), let base = member.base,
      context.naming.singletonNames.contains(member.declName.baseName.text)
    {
      type = TypeNames.typeName(ofCallee: base)
    } else {
      type = TypeNames.typeName(ofCallee: stripped)
    }
    guard let type, !context.index.declares(type) else { return false }
    return !AppleFrameworks.isFrameworkType(type)
  }

  /// `signIn(withPresenting: controller) { … }`, `present(presentationAnchor: window)`,
  /// `checkout(presenting: host)`: a call given the view controller or window to present
  /// from shows a component's own screen (a sign-in sheet, a payment sheet, a picker), as a
  /// view presents a sheet; what the user does there comes back through its completion.
  static func presentsOwnUI(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.contains { argument in
      guard let label = argument.label?.text.lowercased() else { return false }
      return label.contains("presenting") || label.hasPrefix("presentation")
    }
  }
}

/// System singletons: an Apple framework object reached through its shared instance.
extension ViewCallsServiceRule {
  /// `BGTaskScheduler.shared.register(…) { task in … }`: an Apple framework object the project
  /// does not declare, reached through its shared instance, whose type is not a service (not
  /// `URLSession`, not `…Service`). What its method does cannot be read, and its name is not
  /// enough: registering a launch handler, scheduling a request or asking the spell checker
  /// is configuring the system, not a data service's work. A project's own singleton is judged
  /// by what its method does; an SDK's is still judged by its method's name.
  static func isSystemSingleton(_ receiver: ExprSyntax, context: RuleContext) -> Bool {
    guard let member = ServiceClassifier.stripOptional(receiver).as(MemberAccessExprSyntax.self),
      let base = member.base,
      context.naming.singletonNames.contains(member.declName.baseName.text),
      let type = TypeNames.typeName(ofCallee: base)
    else { return false }
    return !context.index.declares(type) && AppleFrameworks.isFrameworkType(type)
      && !AppleFrameworks.dataTypes.contains(type) && !context.naming.isServiceType(type)
  }
}
