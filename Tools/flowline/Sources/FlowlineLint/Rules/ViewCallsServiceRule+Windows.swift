import SwiftSyntax

/// Window presentation: a view calling into a window or panel presenter is UI work, not a
/// service the view should leave to a model.
extension ViewCallsServiceRule {
  /// AppKit and UIKit window classes: a project class inheriting from one (directly or through
  /// the project's own superclasses) is a window or window controller.
  static let windowTypes: Set<String> = [
    "NSWindowController", "NSWindow", "NSPanel", "UIWindow", "QLPreviewPanel",
  ]

  /// Windowing calls whatever their receiver: they show, front, hide or close a window or
  /// scene (`controller.showWindow(nil)`, `window.makeKeyAndOrderFront(nil)`, SwiftUI's
  /// `openWindow(id:)`).
  static let windowMethods: Set<String> = [
    "makeKeyAndOrderFront", "orderFront", "orderFrontRegardless", "orderBack", "orderOut",
    "showWindow", "makeKey", "makeMain", "makeKeyAndVisible", "performClose", "miniaturize",
    "deminiaturize", "toggleFullScreen", "beginSheet", "runModal", "openWindow", "dismissWindow",
    "requestSceneSessionActivation", "openApplication",
  ]

  /// Calls that are windowing only on the application objects (`NSApp.activate(…)`): the same
  /// names elsewhere (`session.activate()`) may be anything.
  static let applicationMethods: Set<String> = [
    "activate", "setActivationPolicy", "hide", "unhide", "arrangeInFront",
  ]

  /// The application objects `applicationMethods` are windowing on.
  static let applicationReceivers: Set<String> = [
    "NSApp", "NSApplication.shared", "UIApplication.shared", "NSWorkspace.shared",
    "NSRunningApplication.current",
  ]

  /// Whether `call` goes to a project method that only presents windows: every declaration of
  /// the method the project has (of the overloads the call's labels pick, when they pick any)
  /// does no work other than windowing calls (what it awaits is a
  /// windowing call or a sleep; it iterates no stream, starts no detached task, dispatches
  /// nothing off the main queue, opens no `URLSession`, installs no event monitor), and either
  /// calls a windowing API itself or belongs to a window or window controller class.
  static func presentsWindowsOnly(
    _ call: FunctionCallExprSyntax, properties: [String: PropertyDeclaration],
    classifier: ServiceClassifier, index: ProjectIndex
  ) -> Bool {
    guard let (receiver, method) = SyntaxQueries.methodCall(call),
      let type = classifier.receiverType(
        ServiceClassifier.stripOptional(receiver), properties: properties)
    else { return false }
    return presentsWindowsOnly(method, labels: argumentLabels(of: call), in: type, index: index)
  }

  /// The argument labels of a call as a declaration spells them (`_` for none); a trailing
  /// closure has no label to compare, so a call with one matches by name only.
  static func argumentLabels(of call: FunctionCallExprSyntax) -> [String]? {
    guard call.trailingClosure == nil else { return nil }
    return call.arguments.map { $0.label?.text ?? "_" }
  }

  /// The bodies of the project's methods `type.method`. With `labels`, only the overloads
  /// whose parameter labels are exactly those, when there are any (`preview(requests:index:)`
  /// is not `preview(url:)`); otherwise every overload.
  static func methodBodies(
    _ method: String, labels: [String]?, in type: String, index: ProjectIndex
  ) -> [FunctionDeclSyntax] {
    let functions = (index.declarations[type] ?? []).flatMap { declaration in
      (declaration.node.asProtocol((any DeclGroupSyntax).self)?.memberBlock.flattenedMembers
        ?? [])
        .compactMap { $0.as(FunctionDeclSyntax.self) }
        .filter { $0.name.text == method && $0.body != nil }
    }
    guard let labels else { return functions }
    let matching = functions.filter { function in
      function.signature.parameterClause.parameters.map(\.firstName.text) == labels
    }
    return matching.isEmpty ? functions : matching
  }

  /// Whether the project's `type.method` only presents windows (see above).
  static func presentsWindowsOnly(
    _ method: String, labels: [String]? = nil, in type: String, index: ProjectIndex
  ) -> Bool {
    let functions = methodBodies(method, labels: labels, in: type, index: index)
    guard !functions.isEmpty else { return false }
    let isWindowType = isWindowType(type, index: index)
    return functions.allSatisfy { function in
      let scanner = WindowWorkScanner(viewMode: .sourceAccurate)
      if let body = function.body { scanner.walk(body) }
      return !scanner.otherWork && (isWindowType || scanner.presentsWindow)
    }
  }

  /// Whether `type` is a project class inheriting from an AppKit or UIKit window class.
  static func isWindowType(_ type: String, index: ProjectIndex) -> Bool {
    ([type] + index.superclasses(of: type)).contains { name in
      (index.declarations[name] ?? []).contains { declaration in
        declaration.kind == .class
          && declaration.inheritedTypes.contains(where: windowTypes.contains)
      }
    }
  }

  /// Whether `call` is a windowing call (`window.orderOut(nil)`, `NSApp.activate(…)`).
  static func isWindowCall(_ call: FunctionCallExprSyntax) -> Bool {
    guard let name = SyntaxQueries.calleeName(call.calledExpression) else { return false }
    if windowMethods.contains(name) { return true }
    guard applicationMethods.contains(name), let (receiver, _) = SyntaxQueries.methodCall(call)
    else { return false }
    return applicationReceivers.contains(
      ServiceClassifier.stripOptional(receiver).trimmedDescription)
  }
}

/// Scans a method body for what work it does besides windowing.
private final class WindowWorkScanner: SyntaxVisitor {
  /// Calls that install an event monitor.
  static let eventMonitors: Set<String> = [
    "addGlobalMonitorForEvents", "addLocalMonitorForEvents",
  ]

  /// The body calls a windowing API.
  private(set) var presentsWindow = false
  /// The body does asynchronous work other than windowing or waiting.
  private(set) var otherWork = false

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    var expression = node.expression
    if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
    if let call = expression.as(FunctionCallExprSyntax.self),
      ViewCallsServiceRule.isWindowCall(call)
        || SyntaxQueries.calleeName(call.calledExpression) == "sleep"
    {
      return .visitChildren
    }
    otherWork = true
    return .visitChildren
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if node.awaitKeyword != nil { otherWork = true }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if ViewCallsServiceRule.isWindowCall(node) { presentsWindow = true }
    let name = SyntaxQueries.calleeName(node.calledExpression) ?? ""
    if name == "detached" || name == "URLSession" || name == "dataTask" || name == "resume" {
      otherWork = true
    }
    // `NSEvent.addGlobalMonitorForEvents(…)`: the method starts watching the user's input
    // system-wide, a mode that keeps running, not only presentation.
    if Self.eventMonitors.contains(name) { otherWork = true }
    // `DispatchQueue.main.async { window.level = .normal }` defers main-thread UI code; a
    // dispatch to any other queue is work.
    if name.hasPrefix("async"), let (receiver, _) = SyntaxQueries.methodCall(node),
      receiver.trimmedDescription != "DispatchQueue.main"
    {
      otherWork = true
    }
    return .visitChildren
  }
}

extension ViewCallsServiceRule {
  /// Whether a method passed by reference (`Button(action: ReportWindow.present)`) only
  /// presents windows.
  static func presentsWindowsOnly(
    _ reference: MemberAccessExprSyntax, properties: [String: PropertyDeclaration],
    classifier: ServiceClassifier, index: ProjectIndex
  ) -> Bool {
    guard let base = reference.base,
      let type = classifier.receiverType(
        ServiceClassifier.stripOptional(base), properties: properties)
    else { return false }
    return presentsWindowsOnly(reference.declName.baseName.text, in: type, index: index)
  }
}
