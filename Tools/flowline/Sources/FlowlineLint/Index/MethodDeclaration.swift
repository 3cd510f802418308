import SwiftSyntax

/// What a method of a project type does, as far as its declaration and body show: the facts
/// the rules use instead of trusting a method's name.
struct MethodDeclaration: Sendable {
  var name: String
  var isStatic: Bool
  /// `async`, a publisher/future/task result, or — for a requirement without a body — a
  /// function-typed (completion) parameter.
  var isAsynchronous: Bool
  /// Asynchronous only because it takes a completion parameter (a requirement without a
  /// body, not `async`, returning no publisher or task): a call that passes no closure for it
  /// shows no asynchronous work.
  var asynchronousOnlyByCompletion = false
  /// Declared `async` with a body that awaits nothing and starts no work: asynchronous only by
  /// its signature (as a protocol's requirement may ask), synchronous in what it does.
  var awaitsNothing: Bool = false
  /// Declared `async` (not `throws`) with a body that only computes: it awaits nothing,
  /// starts no work, calls nothing on a held property or another type, writes none of its
  /// object's state, names no data facility (`FileManager`, `UserDefaults`, a `contentsOf:`
  /// read) and is no stub (a literal or a parameter handed back). Awaiting it is a
  /// synchronous calculation (`distanceTo(_:)` turning a stored location into miles, a
  /// `first { … }` over the array it is given), however the type is named.
  var computesOnly = false
  /// Declared `async`: a call that is not awaited cannot be this declaration (another overload
  /// of the same name and labels answers it).
  var isAsync = false
  /// Declared to return a publisher, future, task or promise (`-> Future<Category, Error>`).
  var returnsAsyncResult = false
  /// The body awaits, starts a `Task`, dispatches work, or calls `URLSession` — not inside a
  /// closure the method only stores: one handed to a value it builds (a `Binding`'s setter runs
  /// later, when it is set), assigned to a property or a value's member (`row.onDelete = { … }`),
  /// or returned. Closures it calls, or hands to a call that runs them, count.
  var startsWork: Bool
  /// The body calls one of its function-typed parameters itself, not inside a closure
  /// (`removeItem(at:)` then `completion(url)`), and starts no work: a completion handler that
  /// runs before the method returns, so the method is synchronous.
  var completesInline = false
  /// The work the body starts is only a delay: a `Task` that awaits nothing but a sleep
  /// (`Task { try? await Task.sleep(…); showWindow() }`), as a presenter's show or hide delay,
  /// or the method's own closure parameters (`Task { await handler(pending) }`: a handler it
  /// was given, run later), or a hop to the main queue (`DispatchQueue.main.async { … }`) whose
  /// closure starts nothing itself.
  var onlyDelays = false
  /// Names the body assigns to or mutates (`x = …`, `self.x += …`, `x.append(…)`), minus the
  /// method's parameters and locals; resolved against the type's stored properties later.
  var mutatedNames: Set<String>
  /// The body calls `objectWillChange.send()`.
  var sendsChange: Bool
  /// The body puts an entry into a keyed store it holds (`store[key] = value`,
  /// `cache.setObject(…)`, `insert`, `updateValue`): a get-or-create fills its cache.
  var storesEntries = false
  /// Returns a view (`some View`, a `@ViewBuilder`): a view modifier or view helper.
  var returnsView: Bool
  /// Declared to return what the view system shows as a picture, or a list or optional of
  /// them (`-> UIImage?`, `-> [UIImage]`, `-> CGImage`), and nothing else.
  var returnsPicture = false
  /// Calls on held properties, in source order (`router.push(…)`); `asynchronous` when the
  /// call is awaited or passes a completion closure. A call deeper in a held property
  /// (`services.repository.delete(…)`) is listed under the held property only when awaited.
  var calls: [(receiver: String, method: String, asynchronous: Bool)]
  /// The parameters' type annotations as written (`RouterDestination`, `AlertDestination?`).
  var parameterTypes: [String] = []
  /// Declared to return a Combine publisher or an async sequence (`AnyPublisher<Int, Never>`,
  /// `some Publisher<Bool, Never>`, `AsyncStream<Event>`), not a `Future`, which runs at once.
  var returnsStream = false
  /// The body sends into a subject, subscribes (`sink`, `assign`, `connect`) or builds a
  /// `Future` (whose closure runs when it is made): more than describing a stream.
  var emitsOrSubscribes = false
  /// Declared without a body: a protocol's requirement.
  var isRequirement = false
  /// Argument labels (`_` for none) of the parameters marked `@autoclosure`.
  var autoclosureLabels: Set<String> = []
  /// For a view-returning method (a modifier a `View` extension declares), its parameters in
  /// order; empty for other methods.
  var viewMethodParameters: [InitializerParameter] = []
}

/// Scans a function body once, in time linear in its size.
final class MethodScanner: SyntaxVisitor {
  private var locals: Set<String> = []
  private var mutated: Set<String> = []
  private var startsWork = false
  /// Work other than a `Task` that only sleeps: an await of something else, a `for await`
  /// loop, a detached task, a dispatch, a network call.
  private var realWork = false
  private var sendsChange = false
  private var storesEntries = false
  private var emitsOrSubscribes = false
  private var calls: [(receiver: String, method: String, asynchronous: Bool)] = []
  /// The method's function-typed parameters (completion handlers), by internal name.
  private var closureParameters: Set<String> = []
  private var callsClosureParameter = false
  /// How many closures enclose the current node: a mutation inside one (a `Binding`'s `set:`,
  /// a `Task`) does not happen when the method is called.
  private var closureDepth = 0
  /// Closures handed to a value being constructed (`Binding(get:set:)`, `Button(action:)`):
  /// they run when that value is used, later, not when the method is called.
  private var deferredClosures: Set<SyntaxIdentifier> = []
  private var deferredDepth = 0

  private static let asyncResultWords = ["Publisher", "Future", "Task<", "Promise", "Single<"]

  /// Whether `reference` is the root of a member chain that is called or assigned into
  /// (`self.load()`, `Self.load()`, `Store.shared.items()`, `Board.shared.scores = []`) and
  /// starts at `self`, `Self` or a type other than a Foundation value type: code or state this
  /// scan cannot see.
  private static func reachesOwnOrSharedCode(_ reference: DeclReferenceExprSyntax) -> Bool {
    guard let first = reference.parent?.as(MemberAccessExprSyntax.self),
      first.base?.id == ExprSyntax(reference).id
    else { return false }
    let root = reference.baseName
    let isOwn = root.tokenKind == .keyword(.self) || root.tokenKind == .keyword(.Self)
    guard
      isOwn || (TypeNames.isTypeLike(root.text) && !AppleFrameworks.valueTypes.contains(root.text))
    else { return false }
    // Climb the chain to its end: a call of it, or an assignment to it.
    var top = Syntax(first)
    while let parent = top.parent,
      parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self)
        || parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
    {
      if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != top.id {
        break
      }
      if parent.is(FunctionCallExprSyntax.self) { return true }
      top = parent
    }
    // `Board.shared.scores = []`: an assignment into shared state. (`self.x = …` is in
    // `mutated`; a read of `self.location` is fine.)
    if !isOwn, let list = top.parent?.as(ExprListSyntax.self) {
      let elements = Array(list)
      if let position = elements.firstIndex(where: { $0.id == top.id }),
        position + 1 < elements.count, elements[position + 1].is(AssignmentExprSyntax.self)
      {
        return true
      }
    }
    return false
  }

  /// Free functions of the standard library that only compute, and those that only report
  /// (``SystemWorkScanner/reporting``).
  private static let pureFreeFunctions = SystemWorkScanner.reporting.union([
    "round", "min", "max", "abs", "floor", "ceil", "sqrt", "pow", "zip", "stride", "type",
    "numericCast",
  ])

  /// Labels of framework initializers that read a file or URL (`Data(contentsOf:)`,
  /// `UIImage(contentsOfFile:)`).
  private static let readingLabels: Set<String> = [
    "contentsOf", "contentsOfFile", "contentsOfURL", "fileURLWithPath",
  ]

  /// Whether the scanned `body` only computes (see ``MethodDeclaration/computesOnly``): called
  /// after the walk, reading what it recorded and, for the rare body that gets this far, its
  /// syntax. A body that is empty or hands back a literal, a blank value or a parameter as it
  /// is (`{ [] }`, `{ nil }`, `{ Data() }`, `{ images }`) is a stub standing in for work, not
  /// a calculation.
  func onlyComputes(_ body: CodeBlockSyntax) -> Bool {
    guard !startsWork, mutated.subtracting(locals).isEmpty,
      calls.allSatisfy({ locals.contains($0.receiver) }), !isStub(body)
    else { return false }
    for token in body.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .keyword(.try):
        return false
      case .keyword(.self), .keyword(.Self):
        // `self.readNotesFile()`, `Self.loadArchive()`: the object's own code.
        if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          Self.reachesOwnOrSharedCode(reference)
        {
          return false
        }
      case .identifier(let name):
        if AppleFrameworks.dataTypes.contains(name) || Self.readingLabels.contains(name) {
          return false
        }
        // `loadFromDisk()`: a function of the type or the module, whose work this scan
        // cannot see (the standard library's arithmetic and `print` aside).
        if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id
            == ExprSyntax(reference).id,
          !TypeNames.isTypeLike(name), !locals.contains(name),
          !Self.pureFreeFunctions.contains(name)
        {
          return false
        }
        // `self.readNotesFile()`, `Self.loadArchive()`, `Store.shared.items()`,
        // `Leaderboard.shared.scores.append(x)`: the object's or another type's code, or shared
        // state, reached through `self` or a type (Foundation's value helpers aside).
        if let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          reference.parent?.is(MemberAccessExprSyntax.self) == true,
          Self.reachesOwnOrSharedCode(reference)
        {
          return false
        }
        // `x.save(…)`: a data verb called on anything.
        if AppleFrameworks.dataMethods.contains(name),
          let reference = token.parent?.as(DeclReferenceExprSyntax.self),
          let access = reference.parent?.as(MemberAccessExprSyntax.self),
          access.declName.id == reference.id,
          access.parent?.is(FunctionCallExprSyntax.self) == true
        {
          return false
        }
      default:
        continue
      }
    }
    return true
  }

  /// An empty body, or one whose only statement besides log lines gives back (`return x` or
  /// `x`) a literal, a type's case, a value built from literals alone (`Data()`,
  /// `URL(fileURLWithPath: "/")`), a parameter, or a tuple of these. (`friends.count` or a
  /// stored property reads the object.)
  private func isStub(_ body: CodeBlockSyntax) -> Bool {
    // Log lines (`print("Manual sync triggered")`) do not make a placeholder a calculation.
    let statements = body.statements.filter { statement in
      guard let call = statement.item.as(FunctionCallExprSyntax.self),
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      else { return true }
      return name != "print" && name != "debugPrint"
    }
    guard let only = statements.first else { return true }
    guard statements.count == 1 else { return false }
    var item = Syntax(only.item)
    if let statement = item.as(ReturnStmtSyntax.self) {
      guard let value = statement.expression else { return true }
      item = Syntax(value)
    }
    guard let value = item.as(ExprSyntax.self) else { return false }
    return isBlankValue(value)
  }

  /// Whether `value` is a literal, a type's case, a parameter, or a value or collection built
  /// from these alone (`[]`, `(Data(), URLResponse())`, `URL(fileURLWithPath: "/")`).
  private func isBlankValue(_ value: ExprSyntax) -> Bool {
    if value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
      || value.is(BooleanLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self)
      || value.is(StringLiteralExprSyntax.self)
    {
      return true
    }
    if let reference = value.as(DeclReferenceExprSyntax.self) {
      return locals.contains(reference.baseName.text)
    }
    if let array = value.as(ArrayExprSyntax.self) {
      return array.elements.allSatisfy { isBlankValue($0.expression) }
    }
    if let dictionary = value.as(DictionaryExprSyntax.self) {
      return dictionary.content.is(TokenSyntax.self)
    }
    if let tuple = value.as(TupleExprSyntax.self) {
      return tuple.elements.allSatisfy { isBlankValue($0.expression) }
    }
    if let member = value.as(MemberAccessExprSyntax.self) {
      guard let base = member.base else { return true }
      return base.as(DeclReferenceExprSyntax.self).map {
        TypeNames.isTypeLike($0.baseName.text)
      } ?? false
    }
    if let call = value.as(FunctionCallExprSyntax.self),
      let name = SyntaxQueries.calleeName(call.calledExpression), TypeNames.isTypeLike(name),
      call.trailingClosure == nil
    {
      return call.arguments.allSatisfy { isBlankValue($0.expression) }
    }
    return false
  }

  static func scan(_ function: FunctionDeclSyntax) -> MethodDeclaration {
    let scanner = MethodScanner(viewMode: .sourceAccurate)
    let signature = function.signature
    for parameter in signature.parameterClause.parameters {
      scanner.locals.insert((parameter.secondName ?? parameter.firstName).text)
    }
    scanner.closureParameters = SyntaxQueries.closureParameterNames(of: signature)
    if let body = function.body {
      let names = LocalNameCollector(viewMode: .sourceAccurate)
      names.walk(body)
      scanner.locals.formUnion(names.names)
      scanner.walk(body)
    }
    let returnText = signature.returnClause?.type.trimmedDescription ?? ""
    let takesClosure = !scanner.closureParameters.isEmpty
    let isAsync = signature.effectSpecifiers?.asyncSpecifier != nil
    return MethodDeclaration(
      name: function.name.text,
      isStatic: SyntaxQueries.isStatic(function.modifiers),
      // A completion parameter is evidence only for a requirement without a body (a
      // protocol): with a body, what the body does is the evidence. A requirement that
      // returns a view takes its closures as the view's actions, not as completions.
      isAsynchronous: isAsync
        || (takesClosure && function.body == nil && !returnsSwiftUIView(returnText, function))
        || asyncResultWords.contains { returnText.contains($0) },
      asynchronousOnlyByCompletion: !isAsync && takesClosure && function.body == nil
        && !returnsSwiftUIView(returnText, function)
        && !asyncResultWords.contains { returnText.contains($0) },
      awaitsNothing: isAsync && function.body != nil && !scanner.startsWork,
      computesOnly: isAsync && signature.effectSpecifiers?.throwsClause == nil
        && function.body.map { scanner.onlyComputes($0) } ?? false,
      isAsync: isAsync,
      returnsAsyncResult: asyncResultWords.contains { returnText.contains($0) },
      startsWork: scanner.startsWork,
      completesInline: !isAsync && scanner.callsClosureParameter && !scanner.startsWork,
      onlyDelays: scanner.startsWork && !scanner.realWork,
      mutatedNames: scanner.mutated.subtracting(scanner.locals),
      sendsChange: scanner.sendsChange,
      storesEntries: scanner.storesEntries,
      returnsView: returnsView(returnText, function),
      returnsPicture: isPictureType(returnText),
      calls: scanner.calls,
      parameterTypes: signature.parameterClause.parameters.map { $0.type.trimmedDescription },
      returnsStream: isStreamType(returnText),
      emitsOrSubscribes: scanner.emitsOrSubscribes,
      isRequirement: function.body == nil,
      autoclosureLabels: Set(
        signature.parameterClause.parameters.filter { TypeNames.isAutoclosure($0.type) }.map {
          $0.firstName.text
        }),
      viewMethodParameters: returnsView(returnText, function)
        ? signature.parameterClause.parameters.map(InitializerScanner.parameter) : [])
  }

  /// `UIImage`, `UIImage?`, `[UIImage]`, `[NSImage]?`: a picture or a list of pictures (see
  /// ``TypeNames/pictureElement(_:)``).
  static func isPictureType(_ text: String) -> Bool {
    TypeNames.pictureElement(text) != nil
  }

  /// Whether a method returns a SwiftUI view: `some View`, `AnyView`, or a `@ViewBuilder`
  /// (not a UIKit or AppKit view such as `WKWebView`).
  private static func returnsSwiftUIView(_ returnText: String, _ function: FunctionDeclSyntax)
    -> Bool
  {
    returnText == "AnyView" || returnText.filter({ $0 != " " }) == "someView"
      || SyntaxQueries.attribute(named: "ViewBuilder", in: function.attributes) != nil
  }

  /// Whether a method returns a view: a type named `…View` (SwiftUI's or another kit's), or a
  /// `@ViewBuilder`.
  private static func returnsView(_ returnText: String, _ function: FunctionDeclSyntax) -> Bool {
    returnText.hasSuffix("View")
      || SyntaxQueries.attribute(named: "ViewBuilder", in: function.attributes) != nil
  }

  /// Result types that describe a stream without running it: Combine publishers and subjects,
  /// async sequences. A `Future` runs its closure when it is made and is not one.
  private static let streamWords = [
    "Publisher", "Publishers.", "Subject<", "AsyncStream", "AsyncThrowingStream", "AsyncSequence",
  ]

  static func isStreamType(_ text: String) -> Bool {
    // Most methods return nothing or a plain type: one scan for the letters every stream word
    // has before the substring searches.
    guard text.utf8.count >= 8,
      text.utf8.contains(where: { $0 == UInt8(ascii: "P") || $0 == UInt8(ascii: "S") })
    else { return false }
    return !text.contains("Future") && streamWords.contains { text.contains($0) }
  }

  /// Whether the closures a main-queue hop defers reach the app's data (an Apple data type
  /// such as `UserDefaults` or `FileManager`, or a `save`/`write`/`delete`-like call): a write
  /// put off until later is asynchronous work, unlike the same write done before returning.
  private static func deferredDataWork(in hop: FunctionCallExprSyntax) -> Bool {
    var closures = hop.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
    if let trailing = hop.trailingClosure { closures.append(trailing) }
    return closures.contains { closure in
      closure.tokens(viewMode: .sourceAccurate).contains { token in
        guard case .identifier(let name) = token.tokenKind else { return false }
        if AppleFrameworks.dataTypes.contains(name) { return true }
        guard AppleFrameworks.dataMethods.contains(name),
          let access = token.parent?.parent?.as(MemberAccessExprSyntax.self)
        else { return false }
        return access.parent?.is(FunctionCallExprSyntax.self) == true
      }
    }
  }

  /// Calls that push values or start a subscription where they are made.
  private static let emittingMethods: Set<String> = [
    "send", "sink", "assign", "connect", "subscribe",
  ]

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    closureDepth += 1
    if Self.isReturned(node) { deferredClosures.insert(node.id) }
    if deferredClosures.contains(node.id) { deferredDepth += 1 }
    return .visitChildren
  }

  /// `return { … }`, or a closure that is the only statement of a body (returned implicitly):
  /// the caller gets the closure and runs it when it likes, not the method.
  private static func isReturned(_ closure: ClosureExprSyntax) -> Bool {
    guard let parent = closure.parent else { return false }
    if parent.is(ReturnStmtSyntax.self) { return true }
    guard parent.is(CodeBlockItemSyntax.self),
      let list = parent.parent?.as(CodeBlockItemListSyntax.self), list.count == 1
    else { return false }
    return true
  }

  override func visitPost(_ node: ClosureExprSyntax) {
    closureDepth -= 1
    if deferredClosures.contains(node.id) { deferredDepth -= 1 }
  }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    if deferredDepth == 0 {
      startsWork = true
      if !Self.isSleep(node.expression), !awaitsClosureParameter(node.expression),
        !Self.isMainActorHop(node.expression)
      {
        realWork = true
      }
    }
    return .visitChildren
  }

  /// `await handler(url)` where `handler` is one of the method's closure parameters: the
  /// method runs what its caller handed it (a handler it registers), no work of its own.
  private func awaitsClosureParameter(_ expression: ExprSyntax) -> Bool {
    var expression = expression
    if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let reference = ServiceClassifier.stripOptional(call.calledExpression)
        .as(DeclReferenceExprSyntax.self)
    else { return false }
    return closureParameters.contains(reference.baseName.text)
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if deferredDepth == 0, node.awaitKeyword != nil { realWork = true }
    return .visitChildren
  }

  /// `await MainActor.run { … }`: a hop to the main actor to run what follows there (the
  /// caller's closure after a press-and-hold delay), no work of its own; what its closure
  /// does is scanned like the rest of the body.
  private static func isMainActorHop(_ expression: ExprSyntax) -> Bool {
    var expression = expression
    if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    return call.calledExpression.trimmedDescription == "MainActor.run"
  }

  /// `Task.sleep(for:)`, `try await clock.sleep(until:)`: waiting, not work.
  private static func isSleep(_ expression: ExprSyntax) -> Bool {
    var expression = expression
    if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    return SyntaxQueries.calleeName(call.calledExpression) == "sleep"
  }

  /// Marks the closures given to a construction (`Binding(set: { … })`, `.init(onTap: { … })`,
  /// but not `Task { … }`, which starts its work at once) as deferred.
  private func noteConstruction(_ node: FunctionCallExprSyntax, callee name: String?) {
    guard let name, TypeNames.isTypeLike(name) || name == "init", name != "Task" else { return }
    for argument in node.arguments {
      if let closure = argument.expression.as(ClosureExprSyntax.self) {
        deferredClosures.insert(closure.id)
      }
    }
    if let trailing = node.trailingClosure { deferredClosures.insert(trailing.id) }
    for extra in node.additionalTrailingClosures { deferredClosures.insert(extra.closure.id) }
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    noteAssignment(Syntax(node))
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    noteAssignment(Syntax(node))
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression
    let name = SyntaxQueries.calleeName(callee)
    noteConstruction(node, callee: name)
    if deferredDepth == 0, let name,
      name == "Future"
        || (Self.emittingMethods.contains(name) && SyntaxQueries.methodCall(node) != nil)
    {
      emitsOrSubscribes = true
    }
    if closureDepth == 0,
      let reference = ServiceClassifier.stripOptional(callee).as(DeclReferenceExprSyntax.self),
      closureParameters.contains(reference.baseName.text)
    {
      callsClosureParameter = true
    }
    if deferredDepth == 0,
      name == "Task" || name == "URLSession" || SyntaxQueries.isDetachedTask(node)
    {
      startsWork = true
      // A `Task`'s own work is what its closure awaits; a detached task or a session is work.
      if name != "Task" { realWork = true }
    }
    if let (receiver, method) = SyntaxQueries.methodCall(node) {
      // `objectWillChange.send()` or `self.objectWillChange.send()`; the chain is short.
      if closureDepth == 0, method == "send",
        SyntaxQueries.rootIdentifier(of: receiver).map({ $0.name == "objectWillChange" }) == true
      {
        sendsChange = true
      }
      if deferredDepth == 0,
        method.hasPrefix("async") || method == "dataTask" || method == "resume",
        !isSerialisedStateWrite(node, receiver: receiver, method: method)
      {
        startsWork = true
        // `DispatchQueue.main.async { … }` in the method's own body defers its main-thread
        // code, like a delay: what its closure does decides (a network call inside is still
        // work). The same hop inside a callback (`recognizer.recognitionTask { … }`) is where
        // asynchronous work the scan cannot name comes back.
        if !method.hasPrefix("async") || receiver.trimmedDescription != "DispatchQueue.main"
          || closureDepth > 0 || Self.deferredDataWork(in: node)
        {
          realWork = true
        }
      }
      // `NSEvent.addGlobalMonitorForEvents(…)`: a mode that keeps running; a delegate or
      // handler registered on a queue (`output.setSampleBufferDelegate(self, queue: q)`,
      // `monitor.start(queue: q)`) is called back there, later.
      if deferredDepth == 0,
        AppleFrameworks.eventMonitors.contains(method)
          || node.arguments.contains(where: { $0.label?.text == "queue" })
      {
        startsWork = true
        realWork = true
      }
      if let base = SyntaxQueries.directProperty(receiver) {
        if deferredDepth == 0, ["setObject", "insert", "updateValue", "setValue"].contains(method),
          !locals.contains(base) || receiver.is(MemberAccessExprSyntax.self)
        {
          storesEntries = true
        }
        if closureDepth == 0, BodyEffectVisitor.mutatingMethods.contains(method) {
          mutated.insert(base)
        }
        calls.append(
          (
            base, method,
            SyntaxQueries.isAwaitedOrIterated(node) || SyntaxQueries.passesClosure(node)
          ))
      } else if SyntaxQueries.isAwaitedOrIterated(node),
        let root = SyntaxQueries.storageRoot(of: receiver),
        !locals.contains(root)
      {
        // Work awaited through a held container (`services.repository.delete(…)`): the
        // held property is the dependency the work goes through.
        calls.append((root, method, true))
      }
    }
    return .visitChildren
  }

  /// `queue.async(flags: .barrier) { [weak self] in self?.cache[key] = result }`: a write of
  /// the object's own state, serialised on a queue the object holds (a thread-safe cache's
  /// bookkeeping), is no work. The closure does nothing but assign, or call a collection's
  /// mutating method on, what it reaches through `self` or the object's properties (building
  /// values for it and checking conditions aside): no other call, await or closure.
  private func isSerialisedStateWrite(
    _ node: FunctionCallExprSyntax, receiver: ExprSyntax, method: String
  ) -> Bool {
    guard method == "async",
      node.arguments.allSatisfy({ ["flags", "qos"].contains($0.label?.text ?? "") }),
      let closure = node.trailingClosure, node.additionalTrailingClosures.isEmpty
    else { return false }
    // The queue is a property of the object: `queue`, `self.queue`, not a local or a global
    // queue of `DispatchQueue`.
    let queue = ServiceClassifier.stripOptional(receiver)
    let name: String
    if let reference = queue.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = queue.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      return false
    }
    guard !locals.contains(name), !TypeNames.isTypeLike(name) else { return false }
    let checker = StateWriteChecker(locals: locals)
    checker.walk(closure.statements)
    return checker.onlyWritesState && checker.writes > 0
  }

  private func noteAssignment(_ node: Syntax) {
    guard let (lhs, rhs, _) = SyntaxQueries.assignment(node) else { return }
    // `row.onDelete = { … }`, `self.handler = { … }`: a closure stored in a value or a property
    // runs when someone calls it, later. (One put in a plain local may be called right here.)
    if let closure = rhs.as(ClosureExprSyntax.self),
      !(lhs.as(DeclReferenceExprSyntax.self).map { locals.contains($0.baseName.text) } ?? false)
    {
      deferredClosures.insert(closure.id)
    }
    if deferredDepth == 0, let subscriptCall = lhs.as(SubscriptCallExprSyntax.self),
      let name = SyntaxQueries.directProperty(subscriptCall.calledExpression),
      !locals.contains(name) || subscriptCall.calledExpression.is(MemberAccessExprSyntax.self)
    {
      storesEntries = true
    }
    guard closureDepth == 0 else { return }
    if let name = SyntaxQueries.storageRoot(of: lhs) { mutated.insert(name) }
  }
}

/// Checks that a closure only writes the object's own state (see
/// `MethodScanner.isSerialisedStateWrite`): assignments and collection mutations rooted at
/// `self` or a name that is not one of the method's locals, value constructions, no other call,
/// await or nested closure.
private final class StateWriteChecker: SyntaxVisitor {
  let locals: Set<String>
  private(set) var onlyWritesState = true
  private(set) var writes = 0

  init(locals: Set<String>) {
    self.locals = locals
    super.init(viewMode: .sourceAccurate)
  }

  private func isOwnState(_ expression: ExprSyntax) -> Bool {
    guard let root = SyntaxQueries.rootIdentifier(of: expression) else { return false }
    // Through `self`, or a bare name that is no local, parameter or type (`Cache.shared`).
    return root.viaSelf || (!locals.contains(root.name) && !TypeNames.isTypeLike(root.name))
  }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    onlyWritesState = false
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    onlyWritesState = false
    return .skipChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let (lhs, _, _) = SyntaxQueries.assignment(Syntax(node)) {
      if isOwnState(lhs) { writes += 1 } else { onlyWritesState = false }
    }
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if let (lhs, _, _) = SyntaxQueries.assignment(Syntax(node)) {
      if isOwnState(lhs) { writes += 1 } else { onlyWritesState = false }
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = SyntaxQueries.calleeName(node.calledExpression), TypeNames.isTypeLike(name) {
      return .visitChildren
    }
    if let (receiver, method) = SyntaxQueries.methodCall(node),
      BodyEffectVisitor.mutatingMethods.contains(method), isOwnState(receiver)
    {
      writes += 1
      return .visitChildren
    }
    onlyWritesState = false
    return .skipChildren
  }
}
