import SwiftSyntax

/// Logging and instrumentation: a logger's `log`/`debug`/`info`/`warning`/`error`… and an
/// analytics or telemetry tracker's event calls (`track`, `capture`, `screen`,
/// `setUserProperties`…), fired and forgotten. They report what happened to a sink nobody on
/// screen reads: no data service's work, no state a view renders.
extension ServiceClassifier {
  /// Words a logger's name has (`Logger`, `AppLog`, `MXLog`, `eventLogger`, `LoggingService`),
  /// compared as whole words: `Catalog`, `Dialog` and `LoginService` are not loggers.
  static let loggerWords: Set<String> = ["log", "logs", "logger", "loggers", "logging"]

  /// Words an analytics or telemetry sink's name has (`AnalyticsService`, `TelemetryClient`,
  /// `usage_analytics`). `Tracker` alone is not one: habit, workout and expense trackers keep
  /// the app's data.
  static let trackerWords: Set<String> = ["analytics", "telemetry", "instrumentation"]

  /// Log levels, as a method's first word (`debug`, `warning`, `errorIfNeeded`).
  static let logLevelWords: Set<String> = [
    "log", "debug", "info", "notice", "trace", "warning", "warn", "error", "err", "fault",
    "critical", "verbose", "fatal",
  ]

  /// Event verbs of analytics and telemetry, as a method's first word (`track`, `capture`,
  /// `screen`, `identify`, `send`).
  static let eventVerbs: Set<String> = [
    "track", "capture", "screen", "record", "event", "signal", "identify", "report",
    "breadcrumb", "send",
  ]

  /// Words anywhere in a method's name that make it an instrumentation call (`simpleLog`,
  /// `sendCommonEvent`, `setPersonProperties`, `addBreadcrumb`).
  static let eventWords: Set<String> = [
    "log", "event", "events", "property", "properties", "attribute", "attributes",
    "breadcrumb", "breadcrumbs",
  ]

  /// `logger.debug("…")`, `Logger.shared.log(…, type: "Debug")`, `Analytics.shared.capture(…)`,
  /// `let _ = TraceLog.info(…)`: a call to a logger or an analytics/telemetry tracker (by its
  /// type's name, or — type unknown — by the names it is reached through) whose method is a
  /// log level or an event call, fired and forgotten: given no closure, its result dropped
  /// (awaiting it only waits for the send: `await AnalyticsService().send(…)` hands nothing
  /// back), or to a project wrapper whose event method only hands the event to an outside
  /// analytics SDK object it holds (``forwardsEventsOnly(_:in:)``), whatever the wrapper is
  /// called. A sink a view could observe is not one (an `ObservableObject` or
  /// `@Observable` log, a class publishing its entries, an instance of a project value type or
  /// SwiftData model): writing it changes what a screen shows. `Tally.shared.record(…)` is not
  /// one either: the receiver must be named as a logger or tracker, or wrap an analytics SDK. A
  /// sink named for events
  /// (`EventsService`) sent an event's name (`post(event: "quiz_completed", …)`) is one too,
  /// whatever the verb.
  func isInstrumentationCall(
    _ call: FunctionCallExprSyntax, properties: [String: PropertyDeclaration]
  ) -> Bool {
    // Fired and forgotten first: most calls keep their result.
    guard let (rawReceiver, method) = SyntaxQueries.methodCall(call),
      Self.isForgotten(call, allowingAwait: true)
    else { return false }
    // `EventsService.post(event: "quiz_completed", details: […])`: an event named by an
    // identifier-like string, sent to a sink named for events, whatever the verb.
    let isEventMethod = Self.isInstrumentationMethod(method)
    let namesEvent = Self.passesEventName(call)
    guard isEventMethod || namesEvent else { return false }
    // A logger or tracker with an event method; a sink named for events given an event's
    // name, whatever the verb.
    let isSink = { (name: String) in
      (isEventMethod && Self.isSink(name)) || (namesEvent && Self.isEventSink(name))
    }
    let receiver = Self.stripOptional(rawReceiver)
    // `AnalyticsService().send(…)`: a sink made for the call is known by the type it makes.
    let type =
      receiverType(receiver, properties: properties) ?? TypeNames.constructedType(by: receiver)
    if let type {
      if index.isObservedModel(type) || index.publishesState(type) { return false }
      let isTypeItself = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text == type
      if !isTypeItself,
        index.valueTypes.contains(type)
          || (index.declarations[type] ?? []).contains(where: { $0.attributes.contains("Model") })
      {
        return false
      }
      if isSink(type) { return true }
      // `AmplitudeManager.shared.track(.signUp)`: whatever its name, a wrapper whose event
      // method only hands the event to an outside analytics SDK it holds.
      if isEventMethod, forwardsEventsOnly(method, in: type) { return true }
    }
    return Self.chainNames(of: receiver).contains(where: isSink)
  }

  /// Whether every body of the project's `type.method` only hands an event to an object of a
  /// type the project does not declare (an analytics SDK's client it keeps: `client.track(…)`,
  /// `self?.client?.setUserId(…)`; not a `URL…` type or a Combine subject), through an
  /// analytics call (``isAnalyticsCall(_:)``),
  /// besides reporting, dispatching to a queue of its own, building values and calling its own
  /// methods that only report. Nothing is awaited or fetched: the wrapper is the sink, whatever
  /// it is called.
  func forwardsEventsOnly(_ method: String, in type: String) -> Bool {
    let bodies = ViewCallsServiceRule.methodBodies(method, labels: nil, in: type, index: index)
      .compactMap(\.body)
    guard !bodies.isEmpty, !index.isObservedModel(type) else { return false }
    let properties = index.propertyMap(of: type)
    return bodies.allSatisfy { body in
      var forwards = false
      var locals: [String: String] = [:]
      for node in body.tokens(viewMode: .sourceAccurate) {
        if node.tokenKind == .keyword(.await) { return false }
        // `guard let client = self.client`: a local naming a stored property's object.
        if case .identifier(let name) = node.tokenKind,
          let pattern = node.parent?.as(IdentifierPatternSyntax.self),
          let value = pattern.parent?.as(OptionalBindingConditionSyntax.self)?.initializer?.value
            ?? pattern.parent?.as(PatternBindingSyntax.self)?.initializer?.value,
          let root = SyntaxQueries.directProperty(value),
          let held = properties[root]?.inferredTypeName
        {
          locals[name] = held
        }
        guard node.tokenKind == .leftParen, let call = node.parent?.as(FunctionCallExprSyntax.self)
        else { continue }
        let name = SyntaxQueries.calleeName(call.calledExpression) ?? ""
        if SystemWorkScanner.reporting.contains(name) { continue }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
          continue
        }
        if let type = TypeNames.typeName(ofCallee: call.calledExpression) {
          if type == "URLSession" || type == "URLRequest" || type == "Task" { return false }
          continue
        }
        guard let (receiver, called) = SyntaxQueries.methodCall(call) else {
          // Its own helper that only reports (`log(name:properties:)`).
          if call.calledExpression.is(DeclReferenceExprSyntax.self), name != method,
            onlyReports(name, in: type)
          {
            continue
          }
          return false
        }
        if ["async", "sync", "asyncAfter"].contains(called),
          let root = SyntaxQueries.directProperty(receiver),
          properties[root]?.inferredTypeName == "DispatchQueue"
        {
          continue
        }
        if SyntaxQueries.rootIdentifier(of: receiver).map({ $0.name == "self" }) == true,
          called != method, onlyReports(called, in: type)
        {
          continue
        }
        guard Self.isAnalyticsCall(called),
          let root = SyntaxQueries.rootIdentifier(of: receiver),
          let held = root.viaSelf || properties[root.name] != nil
            ? properties[root.name]?.inferredTypeName : locals[root.name],
          !index.declares(held), !AppleFrameworks.isFrameworkType(held),
          !held.hasPrefix("URL"), !SystemWorkScanner.subjectTypes.contains(held)
        else { return false }
        forwards = true
      }
      return forwards
    }
  }

  /// Whether a method forwarded to an outside object is an analytics SDK's call: an event
  /// (`track`, `capture`, `screen`, `identify`, a log level, a name with `Event`, `Property` or
  /// `Attribute`) or the SDK's user bookkeeping (`setUserId`, `reset`, `flush`). Transport
  /// verbs (`send`, `record`, `report`) are not: a socket's or a recorder's work.
  static func isAnalyticsCall(_ method: String) -> Bool {
    if ["setUserId", "reset", "flush"].contains(method) { return true }
    let words = NavigationCallClassifier.words(method)
    guard let first = words.first, !["send", "record", "report"].contains(first) else {
      return false
    }
    return isInstrumentationMethod(method)
  }

  /// Whether every body of the project's `type.method` calls nothing but reporting
  /// (`print`, `NSLog`) and value constructions.
  private func onlyReports(_ method: String, in type: String) -> Bool {
    let bodies = ViewCallsServiceRule.methodBodies(method, labels: nil, in: type, index: index)
      .compactMap(\.body)
    return !bodies.isEmpty
      && bodies.allSatisfy { body in
        body.tokens(viewMode: .sourceAccurate).allSatisfy { node in
          guard node.tokenKind == .leftParen,
            let call = node.parent?.as(FunctionCallExprSyntax.self)
          else { return node.tokenKind != .keyword(.await) }
          let name = SyntaxQueries.calleeName(call.calledExpression) ?? ""
          return SystemWorkScanner.reporting.contains(name)
            || TypeNames.typeName(ofCallee: call.calledExpression) != nil
        }
      }
  }

  /// Whether a type or property name names a sink of events (`EventsService`, `eventSender`).
  static func isEventSink(_ name: String) -> Bool {
    NavigationCallClassifier.words(name).contains { $0 == "event" || $0 == "events" }
  }

  /// Whether the call's first argument, or the one labelled `event`, is an event's name: a
  /// string literal without interpolation that reads as an identifier (`"quiz_completed"`,
  /// `"paywall.shown"`, `"Sign Up Tapped"` is not one: it has spaces).
  static func passesEventName(_ call: FunctionCallExprSyntax) -> Bool {
    let argument =
      call.arguments.first(where: { $0.label?.text == "event" })
      ?? call.arguments.first.flatMap { $0.label == nil ? $0 : nil }
    guard let literal = argument?.expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1,
      let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text,
      let first = text.first, first.isLetter
    else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || "_.-:".contains($0) }
      && text.contains(where: { "_.-:".contains($0) })
  }

  /// Whether a type or property name names a logger or an analytics/telemetry tracker.
  static func isSink(_ name: String) -> Bool {
    NavigationCallClassifier.words(name).contains {
      loggerWords.contains($0) || trackerWords.contains($0)
    }
  }

  /// Whether a method's name is a log level or an event call.
  static func isInstrumentationMethod(_ method: String) -> Bool {
    let words = NavigationCallClassifier.words(method)
    guard let first = words.first else { return false }
    return logLevelWords.contains(first) || eventVerbs.contains(first)
      || words.contains(where: eventWords.contains)
  }

  /// Whether a call is fired and forgotten: not awaited (unless `allowingAwait`), given no
  /// closure, and its result dropped (a statement of its own, `_ = call`, `let _ = call`).
  static func isForgotten(_ call: FunctionCallExprSyntax, allowingAwait: Bool = false) -> Bool {
    guard allowingAwait || !SyntaxQueries.isAwaited(call), !SyntaxQueries.passesClosure(call),
      call.additionalTrailingClosures.isEmpty
    else { return false }
    if !resultIsUsed(call) { return true }
    // `let _ = call`: the render-trace idiom, like `let _ = print(…)`.
    var node = Syntax(call)
    while let parent = node.parent, parent.is(TryExprSyntax.self) { node = parent }
    guard
      let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
        PatternBindingSyntax.self)
    else { return false }
    return binding.pattern.is(WildcardPatternSyntax.self)
  }

  /// The names a receiver is reached through: `AppLog.notifications` → `AppLog`,
  /// `notifications`; `self.eventLogger` → `eventLogger`; `Logger.shared` → `Logger`.
  static func chainNames(of receiver: ExprSyntax) -> [String] {
    var names: [String] = []
    var current: ExprSyntax? = receiver
    while let expression = current.map({ stripOptional(TypeNames.unwrapEffects($0)) }) {
      if let member = expression.as(MemberAccessExprSyntax.self) {
        names.append(member.declName.baseName.text)
        current = member.base
      } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
        names.append(reference.baseName.text)
        current = nil
      } else {
        current = nil
      }
    }
    return names
  }
}
