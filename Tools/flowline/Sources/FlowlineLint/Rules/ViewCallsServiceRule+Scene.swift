import SwiftSyntax

/// Work that belongs to the view or to the app, not to a screen's data flow: filling the
/// content a `RealityView` or `Canvas` is built from, loading the picture the view keeps, and
/// a scene's root view starting an app-level job and forgetting it.
extension ViewCallsServiceRule {
  /// Views built from a closure that fills their own content: `RealityView { content in … }`
  /// (its scene content and attachments), `Canvas { context, size in … }` (its graphics
  /// context).
  static let contentBuildingViews: Set<String> = ["RealityView", "Canvas"]

  /// The closures the content-building views among `calls` are built from (their argument,
  /// trailing and labelled trailing closures).
  static func contentClosures(in calls: CallCollector) -> Set<SyntaxIdentifier> {
    var closures: Set<SyntaxIdentifier> = []
    for call in calls.calls {
      guard let name = SyntaxQueries.calleeName(call.calledExpression),
        contentBuildingViews.contains(name)
      else { continue }
      for argument in call.arguments {
        if let closure = argument.expression.as(ClosureExprSyntax.self) {
          closures.insert(closure.id)
        }
      }
      if let trailing = call.trailingClosure { closures.insert(trailing.id) }
      for extra in call.additionalTrailingClosures { closures.insert(extra.closure.id) }
    }
    return closures
  }

  /// `await SceneSystem.setup(content)` in `RealityView { content in … }`: a call handed the
  /// content (or context) its innermost enclosing closure — one of `closures`, those a
  /// content-building view is built from — receives fills what the view shows: a renderer or
  /// RealityKit system, not a service. A call in the same closure that is not handed the
  /// content (`try await repository.fetchModel()`) is not excused.
  static func fillsViewContent(
    _ call: FunctionCallExprSyntax, closures: Set<SyntaxIdentifier>
  ) -> Bool {
    guard !closures.isEmpty else { return false }
    let names = call.arguments.compactMap {
      $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    guard !names.isEmpty, let closure = innermostClosure(of: call), closures.contains(closure.id)
    else { return false }
    let parameters = parameterNames(of: closure)
    return names.contains(where: parameters.contains)
  }

  /// The nearest closure around `node`, stopping at a function or type boundary.
  static func innermostClosure(of node: some SyntaxProtocol) -> ClosureExprSyntax? {
    var current = node.parent
    while let next = current {
      if let closure = next.as(ClosureExprSyntax.self) { return closure }
      if next.is(FunctionDeclSyntax.self) || next.is(AccessorBlockSyntax.self)
        || next.is(MemberBlockSyntax.self)
      {
        return nil
      }
      current = next.parent
    }
    return nil
  }

  /// `{ content, attachments in … }` or `{ (context: GraphicsContext, size) in … }` → the
  /// parameter names; `$0`, `$1` when the closure uses anonymous parameters.
  private static func parameterNames(of closure: ClosureExprSyntax) -> Set<String> {
    guard closure.signature?.parameterClause != nil else { return ["$0", "$1", "$2"] }
    return Set(SyntaxQueries.parameterNames(of: closure))
  }

  /// Image types a view keeps to show: pictures (``TypeNames/pictureTypes``) and
  /// `AsyncImage`'s own loading phase.
  static let shownImageTypes: Set<String> = TypeNames.pictureTypes.union(["AsyncImagePhase"])

  /// The view's stored properties that hold a picture or a list of them (`@State private var
  /// thumbnail: UIImage?`, `var phase: AsyncImagePhase`, `@State private var thumbnails:
  /// [UIImage]`, `[String: UIImage]`: a row's app icons by bundle identifier): a media load
  /// assigned to one is the view loading the pictures it shows, like `AsyncImage`. A type the
  /// project declares itself under such a name (a model named `Image`) is its data.
  static func imagePropertyNames(_ properties: [String: PropertyDeclaration], index: ProjectIndex)
    -> Set<String>
  {
    Set(
      properties.values.filter { property in
        guard !property.isStatic, property.isStored else { return false }
        let element =
          property.inferredTypeName.flatMap { shownImageTypes.contains($0) ? $0 : nil }
          ?? property.typeText.flatMap { TypeNames.pictureElement($0, extra: ["AsyncImagePhase"]) }
        return element.map { !index.declaresOwnType($0) } ?? false
      }.map(\.name))
  }

  /// `Telemetry.maybePing(with: settings)` in the root view of a scene, or
  /// `PartyCoordinator.shared.prepare(episode)` anywhere: a type-level call (`Type.method(…)`
  /// or `Type.shared.method(…)`) that is not awaited, is given no completion handler and whose
  /// result is dropped starts a job and forgets it; nothing comes back to the view.
  ///
  /// - In a scene's root view, any such call: it starts an app-level job, and no screen's data
  ///   flows through it; the root of the app is where such a job is started (like a root view
  ///   using an environment model for one app-level job).
  /// - Anywhere else, only when the receiver's type publishes its state (a `@Published`
  ///   property or a Combine subject, like an observable model): the call hands the whole job
  ///   to the object that owns the use case, and its outcome reaches the app through what that
  ///   object publishes. Calling it is sending an intent. A silent singleton whose job the view
  ///   starts and nobody observes is still reported.
  ///
  /// In a scene's root view, a call awaited in a task of its own whose statements only run
  /// such jobs, its result dropped (`Task { try? await Store.purge() }`, a `.task` awaiting
  /// `ReminderSync.syncNow(…)` then `CalendarSync.syncNow(…)`), is the same job started and
  /// forgotten: the task waits for it, the view does not.
  ///
  /// A call that hands back a result, is awaited by the view's own work or takes a completion
  /// is a use case.
  static func startsForgottenAppJob(
    _ call: FunctionCallExprSyntax, inSceneRoot: Bool, context: RuleContext
  ) -> Bool {
    guard
      ServiceClassifier.isForgotten(
        call, allowingAwait: inSceneRoot && isAmongJobsOfOwnTask(call, context: context)),
      let type = typeLevelReceiver(of: call, context: context)
    else { return false }
    return inSceneRoot || context.index.publishesState(type)
  }

  /// The type a type-level call goes to: `Telemetry` for `Telemetry.ping()` or
  /// `Telemetry.shared.ping()` (any `singletonNames` member).
  private static func typeLevelReceiver(of call: FunctionCallExprSyntax, context: RuleContext)
    -> String?
  {
    guard let (rawReceiver, _) = SyntaxQueries.methodCall(call) else { return nil }
    let receiver = ServiceClassifier.stripOptional(rawReceiver)
    if let reference = receiver.as(DeclReferenceExprSyntax.self) {
      return TypeNames.isTypeLike(reference.baseName.text) ? reference.baseName.text : nil
    }
    guard let member = receiver.as(MemberAccessExprSyntax.self), let base = member.base,
      context.naming.singletonNames.contains(member.declName.baseName.text)
    else { return nil }
    return TypeNames.typeName(ofCallee: base)
  }

  /// Whether a `catch` clause only reports the error (`print(error)`, a log call) or ignores it.
  private static func onlyReports(_ clause: CatchClauseSyntax) -> Bool {
    clause.body.statements.allSatisfy { item in
      guard let call = item.item.as(FunctionCallExprSyntax.self) else { return false }
      let name = SyntaxQueries.calleeName(call.calledExpression) ?? ""
      if SystemWorkScanner.reporting.contains(name) { return true }
      guard let (_, method) = SyntaxQueries.methodCall(call) else { return false }
      return ServiceClassifier.isInstrumentationMethod(method)
    }
  }

  /// Whether an awaited call is a statement of a task of its own (`Task { … }`,
  /// `Task.detached { … }`, a `.task { … }` action) whose statements only run jobs (see
  /// ``onlyRunsJobs(_:context:)``): its result is not kept and the task waits for nothing else.
  private static func isAmongJobsOfOwnTask(_ call: FunctionCallExprSyntax, context: RuleContext)
    -> Bool
  {
    var node = Syntax(call)
    var awaited = false
    while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self)
    {
      if parent.is(AwaitExprSyntax.self) { awaited = true }
      node = parent
    }
    guard awaited, node.parent?.is(CodeBlockItemSyntax.self) == true else { return false }
    var current = node.parent
    while let scope = current, !scope.is(ClosureExprSyntax.self) {
      if scope.is(FunctionDeclSyntax.self) || scope.is(AccessorDeclSyntax.self) { return false }
      current = scope.parent
    }
    guard let closure = current?.as(ClosureExprSyntax.self),
      let task = closure.parent?.as(FunctionCallExprSyntax.self),
      task.trailingClosure?.id == closure.id
    else { return false }
    let callee = task.calledExpression
    let isTask: Bool
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      isTask = reference.baseName.text == "Task"
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
      let name = member.declName.baseName.text
      isTask = (base == "Task" && name == "detached") || (base != "Task" && name == "task")
    } else {
      isTask = false
    }
    return isTask && onlyRunsJobs(closure.statements, context: context)
  }

  /// Whether statements only run jobs and wait: each is an awaited type-level call whose result
  /// is dropped and that is handed no closure (`await Sync.syncNow(context: context)`), a
  /// sleep, a local value made without awaiting, a loop (`for await _ in changes`, `while
  /// !Task.isCancelled`) or a `do` whose `catch` clauses only report the error, made of the
  /// same.
  private static func onlyRunsJobs(_ list: CodeBlockItemListSyntax, context: RuleContext)
    -> Bool
  {
    list.allSatisfy { item in
      switch item.item {
      case .expr(let expression):
        guard expression.is(AwaitExprSyntax.self) || expression.is(TryExprSyntax.self),
          let call = TypeNames.unwrapEffects(expression).as(FunctionCallExprSyntax.self),
          SyntaxQueries.isAwaited(call), !SyntaxQueries.passesClosure(call)
        else { return false }
        return call.calledExpression.trimmedDescription == "Task.sleep"
          || typeLevelReceiver(of: call, context: context) != nil
      case .decl(let declaration):
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return false }
        return !variable.tokens(viewMode: .sourceAccurate).contains {
          $0.tokenKind == .keyword(.await)
        }
      case .stmt(let statement):
        if let loop = statement.as(ForStmtSyntax.self) {
          return onlyRunsJobs(loop.body.statements, context: context)
        }
        if let loop = statement.as(WhileStmtSyntax.self) {
          return onlyRunsJobs(loop.body.statements, context: context)
        }
        if let block = statement.as(DoStmtSyntax.self) {
          return block.catchClauses.allSatisfy(onlyReports)
            && onlyRunsJobs(block.body.statements, context: context)
        }
        if let expression = statement.as(ExpressionStmtSyntax.self) {
          return onlyRunsJobs(
            [CodeBlockItemSyntax(item: .expr(expression.expression))], context: context)
        }
        return false
      }
    }
  }
}

extension ViewCallsServiceRule {
  /// SwiftUI's protocols for a view that shows a platform view or view controller.
  static let representableRoots: Set<String> = [
    "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable",
    "NSViewControllerRepresentable",
  ]

  /// The properties a view hands to a platform view it shows (`CameraPreviewLayer(source:
  /// session)`, a project `UIViewRepresentable` drawing what `session` produces): the source of
  /// the view's own picture, like a player handed to `VideoPlayer`.
  static func representedSources(in declaration: Syntax, index: ProjectIndex) -> Set<String> {
    var names: Set<String> = []
    for token in declaration.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, TypeNames.isTypeLike(name),
        let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
        SyntaxQueries.calleeName(call.calledExpression) == name,
        (index.declarations[name] ?? []).contains(where: {
          $0.inheritedTypes.contains(where: representableRoots.contains)
        })
      else { continue }
      for argument in call.arguments {
        if let property = SyntaxQueries.directProperty(argument.expression) {
          names.insert(property)
        }
      }
    }
    return names
  }

  /// `session.start(position:)` in `.task`, `session.stop()` on disappear, where the view hands
  /// `session` to a platform view it shows as its source: the view starting and stopping the
  /// feed it displays (a camera preview, a live renderer), as a player view plays and pauses
  /// its player — not a data service. A receiver that is a service by its type is not one.
  static func drivesShownSource(
    _ call: FunctionCallExprSyntax, sources: Set<String>,
    properties: [String: PropertyDeclaration], classifier: ServiceClassifier,
    naming: NamingConventions
  ) -> Bool {
    guard let (receiver, _) = SyntaxQueries.methodCall(call),
      let name = SyntaxQueries.directProperty(receiver), sources.contains(name)
    else { return false }
    if let type = classifier.receiverType(
      ServiceClassifier.stripOptional(receiver), properties: properties),
      naming.isServiceType(type)
    {
      return false
    }
    return !naming.isServiceName(name) || properties[name]?.inferredTypeName != nil
  }
}
