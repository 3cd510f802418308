import SwiftSyntax

/// `bidirectional-view-model`: a view model that runs an operation and, from its result,
/// decides where the app goes.
struct BidirectionalViewModelRule: FileRule {
  static let description = RuleDescription(
    id: "bidirectional-view-model",
    name: "Bidirectional view model",
    summary:
      "A view model runs an operation and, from its result, tells a router or coordinator where the app goes.",
    explanation: """
      A view model that runs an operation, interprets its result and then tells a router \
      where to go next is a pile, not a flow: dependencies point both ways, and the screen \
      cannot be reused in another journey. A view model should only turn outcomes into \
      renderable state and report what happened. The rule reports an observable class, a \
      class that publishes its state to observers through a Combine subject or `@Published` \
      property (itself or a class it inherits from, as a screen's processor does), or one \
      named …ViewModel / …Presenter, with one method that does asynchronous work through \
      a held dependency (the call is awaited, iterated with `for await`, takes a completion \
      closure, or is declared async in the project; service and use-case types count too, \
      and so does work awaited through a held services container; the class's own published \
      values and collections are not dependencies, a lookup in them is no work) and then \
      navigates through \
      a held router, coordinator or navigation path; a step in another `switch` case or `if` \
      branch than the work does not follow it. Roles are judged by what the code does: \
      navigation is a NavigationPath, an object that stores one (or is named …Router, \
      …Coordinator, …Navigator); a navigation step is a call whose name starts with a \
      navigation verb (push, present, dismiss, show…, open…), or that passes a route, \
      destination or screen value, or a change to a path, stack or destination. The work must \
      be able to decide the step: its result is used, it throws, the step is in its \
      completion or taken on a condition after it — a call whose result is dropped before a \
      step taken anyway (haptic feedback, then a screen) does not decide. UIKit and AppKit \
      view controllers and views are not view models, whatever they publish. Feedback \
      shown through the router in place — a banner, a toast, an alert, a loading overlay — \
      is not navigation, nor is an event reported to it (`router.didSave()`): the router then \
      decides. A dependency call that only presents feedback (`alerts.showAlert(…)`) is not \
      work, and a step in a closure stored in a value handed to the work (an alert button's \
      action) runs on the user's tap, not after the work's result. Holding a router, services and analytics without deciding is not reported. A \
      class that owns a NavigationPath itself (or is named …Coordinator) is the flow: \
      deciding navigation is its job. The fix: report a screen event \
      (`onEvent(.loginCompleted)`) and let a flow or parent decide where to go; decorate the \
      use-case output for analytics; let a factory wire the pieces.
      """)

  let severity: Severity

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
  }

  private static let excludedSuffixes = [
    "Coordinator", "Router", "Flow", "Navigator", "Factory", "App",
  ]

  func check(_ file: LintFile, context: RuleContext) -> [Finding] {
    let index = context.index
    let naming = context.naming
    var findings: [Finding] = []
    for declaration in file.declarations where declaration.kind == .class {
      let name = declaration.name
      guard
        index.isObservable(name) || index.publishesState(name) || name.hasSuffix("ViewModel")
          || name.hasSuffix("Presenter"),
        !Self.excludedSuffixes.contains(where: name.hasSuffix), !name.contains("Coordinator"),
        !index.isView(name), !index.holdsNavigationPath(name),
        !Self.inheritsPlatformViewOrController(name, index: index),
        let group = declaration.node.asProtocol((any DeclGroupSyntax).self)
      else { continue }
      let stored = declaration.properties.filter { $0.isStored && !$0.isStatic }
      let navigation = stored.filter { isNavigation($0, naming: naming, index: index) }
      let navigationNames = Set(navigation.map(\.name))
      // The class and its extensions, in this file or others: a view model's methods are
      // often split across extensions.
      let extensions = (index.declarations[name] ?? []).filter { $0.kind == .extension }
      let working = workingDependencies(
        of: declaration, methods: declaration.methods + extensions.flatMap(\.methods),
        index: index)
      let services = stored.filter {
        !$0.isClosure && !navigationNames.contains($0.name)
          && (working.contains($0.name) || isService($0, naming: naming))
      }
      let analytics = stored.filter {
        naming.isAnalytics($0.inferredTypeName ?? "") || naming.isAnalytics($0.name)
      }
      guard !navigation.isEmpty else { continue }

      let classifier = NavigationCallClassifier(naming: naming, index: index)
      let holders = Dictionary(
        navigation.map { ($0.name, NavigationHolder(property: $0, classifier: classifier)) },
        uniquingKeysWith: { first, _ in first })
      let serviceNames = Set(services.map(\.name))
      var ownWork: [String: String] = [:]
      for method in declaration.methods + extensions.flatMap(\.methods) where !method.isStatic {
        // The last call on a dependency: the operation, after the reads that prepare it.
        // A dependency that only presents feedback (`alerts.showAlert(…)`) does no work.
        if let call = method.calls.last(where: {
          serviceNames.contains($0.receiver)
            && !classifier.presentsFeedback(receiver: $0.receiver, method: $0.method)
        }) {
          ownWork[method.name] = ownWork[method.name] ?? "\(call.receiver).\(call.method)"
        }
      }
      let invocable = Set(
        stored.filter { !$0.isClosure && !navigationNames.contains($0.name) }.map(\.name))
      let decision = NavigationDecisionFinder(
        holders: holders, services: serviceNames, ownWork: ownWork, invocable: invocable,
        classifier: classifier)
      decision.walk(group.memberBlock)
      var related = decision.decisions.map {
        RelatedLocation(
          file: file.displayPath, position: file.position(of: $0.node), message: "navigates here")
      }
      for part in extensions {
        guard let block = part.node.asProtocol((any DeclGroupSyntax).self)?.memberBlock else {
          continue
        }
        let before = decision.decisions.count
        decision.walk(block)
        let found = decision.decisions[before...]
        guard !found.isEmpty else { continue }
        // An extension in another file: its positions come from that file's own tree.
        let converter =
          part.file == file.displayPath
          ? file.converter : SourceLocationConverter(fileName: part.file, tree: part.node.root)
        related += found.map {
          let location = $0.node.startLocation(converter: converter)
          return RelatedLocation(
            file: part.file, position: SourcePosition(line: location.line, column: location.column),
            message: "navigates here")
        }
      }
      guard let first = decision.decisions.first else { continue }
      let held = analytics.isEmpty ? "" : "; it also tracks analytics (\(list(analytics)))"
      findings.append(
        finding(
          in: file, at: declaration.node,
          "\(name) decides navigation from an operation's result: \(first.function) calls "
            + "`\(first.service)` and then navigates (`\(first.navigation)`)\(held); emit a "
            + "screen event and let a flow decide where to go"
            + (analytics.isEmpty ? "" : ", and decorate the use case for analytics"),
          symbol: declaration.qualifiedName, related: related))
    }
    return findings
  }

  /// Whether a class is a UIKit or AppKit view or view controller — it or a project class it
  /// inherits from subclasses one (`UITabBarController`, `NSViewController`, `UIView`, a
  /// hosting controller). A view controller presents screens itself (MVC); `@Published`
  /// properties on it do not make it a view model.
  static func inheritsPlatformViewOrController(_ name: String, index: ProjectIndex) -> Bool {
    ([name] + index.superclasses(of: name)).contains { type in
      guard
        let parent = (index.declarations[type] ?? []).first(where: { $0.kind == .class })?
          .inheritedTypes.first
      else { return false }
      return isPlatformViewOrController(parent)
    }
  }

  /// `UI…`/`NS…` views, windows and view controllers (every UIKit `…Controller` one can
  /// subclass is a view controller; AppKit's `NSArrayController` and the like are not).
  static func isPlatformViewOrController(_ name: String) -> Bool {
    guard name.hasPrefix("UI") || name.hasPrefix("NS"), name.count > 2,
      name.dropFirst(2).first?.isUppercase == true
    else { return false }
    if ["View", "ViewController", "WindowController", "HostingController", "Window", "Panel"]
      .contains(where: name.hasSuffix)
    {
      return true
    }
    return name.hasPrefix("UI") && name.hasSuffix("Controller")
  }

  private func list(_ properties: [PropertyDeclaration]) -> String {
    properties.map(\.name).joined(separator: ", ")
  }

  /// Stored properties the class is seen doing asynchronous work through: a call on them is
  /// awaited or passes a completion closure, or the project declares the called method async.
  private func workingDependencies(
    of declaration: TypeDeclaration, methods: [MethodDeclaration], index: ProjectIndex
  ) -> Set<String> {
    let types = Dictionary(
      declaration.properties.compactMap { p in p.inferredTypeName.map { (p.name, $0) } },
      uniquingKeysWith: { first, _ in first })
    // The class's own state — published values and collections (`filteredPosts.firstIndex(
    // where: …)` is a lookup in its own array, whatever closure it is handed) — is no
    // dependency doing work.
    // (An object of a project class held there still works: `try await cart.checkout()`.)
    let state = Set(
      declaration.properties.filter { property in
        if let type = property.inferredTypeName, index.classTypes.contains(type) { return false }
        return property.wrapper == .published || TypeNames.isCollection(property.typeText ?? "")
      }.map(\.name))
    var result: Set<String> = []
    for method in methods {
      for call in method.calls
      where !result.contains(call.receiver) && !state.contains(call.receiver) {
        if call.asynchronous
          || types[call.receiver].map({ index.methodStartsWork(call.method, in: $0) }) == true
        {
          result.insert(call.receiver)
        }
      }
    }
    return result
  }

  private func isService(_ property: PropertyDeclaration, naming: NamingConventions) -> Bool {
    if let type = property.inferredTypeName {
      return naming.isServiceType(type) || naming.isUseCaseType(type)
    }
    return naming.isServiceName(property.name) || property.name.lowercased().hasSuffix("usecase")
  }

  /// Whether the project's `type` is a struct or enum that cannot move the app anywhere,
  /// whatever it is called (`TaskEditorTimeCoordinator` doing date arithmetic): its stored
  /// properties hold only values (``AppleFrameworks/valueTypes`` or the project's structs and enums; no
  /// closure, object or path), and every method it declares returns a value and is not
  /// `mutating` — a calculation, not a navigation step.
  static func isPureValueHelper(_ type: String, index: ProjectIndex) -> Bool {
    guard index.valueTypes.contains(type), !index.holdsNavigationPath(type) else { return false }
    let declarations = index.declarations[type] ?? []
    // Only values: the standard library's and Foundation's, or the project's structs and
    // enums (a `UINavigationController` or an object behind a protocol could navigate).
    for property in index.storedProperties(of: type) {
      let held = property.inferredTypeName ?? ""
      guard !property.isClosure,
        AppleFrameworks.valueTypes.contains(held) || index.valueTypes.contains(held)
      else { return false }
    }
    let functions = declarations.flatMap { declaration -> [FunctionDeclSyntax] in
      declaration.node.asProtocol((any DeclGroupSyntax).self)?.memberBlock.flattenedMembers
        .compactMap { $0.as(FunctionDeclSyntax.self) } ?? []
    }
    return !functions.isEmpty
      && functions.allSatisfy { function in
        guard let result = function.signature.returnClause?.type.trimmedDescription,
          result != "Void", result != "()"
        else { return false }
        return !function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
      }
  }

  private func isNavigation(
    _ property: PropertyDeclaration, naming: NamingConventions, index: ProjectIndex
  ) -> Bool {
    let type = property.inferredTypeName ?? ""
    if Self.isPureValueHelper(type, index: index) { return false }
    if type == "NavigationPath" || naming.isNavigationType(type) || index.holdsNavigationPath(type)
    {
      return true
    }
    // A type the project declares is judged by what it holds, not by the property's name.
    if !type.isEmpty, index.declares(type) { return false }
    guard naming.navigationPropertyNames.contains(property.name) else { return false }
    if property.name == "path" {
      let text = property.typeText ?? ""
      return text.contains("Route") || text.contains("Destination")
        || text.contains("NavigationPath")
    }
    return true
  }

}
