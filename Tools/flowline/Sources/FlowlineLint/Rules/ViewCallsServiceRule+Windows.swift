import SwiftSyntax

/// Window presentation and the system's own facilities: a view calling into a window or panel
/// presenter, or into a thin wrapper around a system prompt, badge or notification, is UI work,
/// not a service the view should leave to a model.
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

  /// Whether `call` goes to a project method that only drives the system's UI (see
  /// `drivesSystemOnly`).
  static func drivesSystemOnly(
    _ call: FunctionCallExprSyntax, properties: [String: PropertyDeclaration],
    classifier: ServiceClassifier, index: ProjectIndex
  ) -> Bool {
    guard let (receiver, method) = SyntaxQueries.methodCall(call),
      let type = classifier.receiverType(
        ServiceClassifier.stripOptional(receiver), properties: properties)
    else { return false }
    let labels = argumentLabels(of: call)
    return drivesSystemOnly(method, labels: labels, in: type, index: index)
      || defersToMainQueueOnly(method, labels: labels, in: type, index: index)
      || (ServiceClassifier.isForgotten(call)
        && opensOwnWindow(method, labels: labels, in: type, index: index))
  }

  /// Whether the project's `type.method` is a window or window controller class showing its
  /// own window (`ExportWindowController.shared.present(tab:)` calling `showWindow(nil)`):
  /// whatever else the method starts — refreshing what the window lists — belongs to the
  /// controller that owns the window; the view only asked for the window to open, as it would
  /// navigate. Called fire-and-forget only (no result, no completion, not awaited).
  static func opensOwnWindow(
    _ method: String, labels: [String]?, in type: String, index: ProjectIndex
  ) -> Bool {
    guard isWindowType(type, index: index) else { return false }
    let functions = methodBodies(method, labels: labels, in: type, index: index)
    return !functions.isEmpty
      && functions.allSatisfy {
        SystemWorkScanner.scanning($0, of: type, index: index).presentsWindow
      }
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

  /// Whether the project's `type.method` only drives the system's UI: every declaration of the
  /// method the project has with a body that is not empty (of the overloads the call's labels
  /// pick, when they pick any) does
  /// no asynchronous work of its own (what it awaits is a windowing call, a system facility's
  /// call or a sleep; it iterates no stream, starts no detached task, dispatches nothing off
  /// the main queue, opens no `URLSession`, installs no event monitor), and either
  ///
  /// - presents windows: it calls a windowing API itself or belongs to a window or window
  ///   controller class; or
  /// - is a thin wrapper around a system facility: it uses one (the notification center's
  ///   permission prompt, badge or local notifications, the application object's badge or
  ///   dock tile, a framework's authorization request), or only calls such wrappers, and calls
  ///   nothing else but reporting, main-queue dispatch, value constructions, its own closure
  ///   parameters and project methods that are such wrappers themselves
  ///   (`BadgeHelper.set(_:)` asking `Permissions.check` first).
  ///
  /// A protocol's requirement without a body is judged by the project's implementations of it
  /// (test doubles aside): every one must drive the system only.
  static func drivesSystemOnly(
    _ method: String, labels: [String]? = nil, in type: String, index: ProjectIndex,
    depth: Int = 0
  ) -> Bool {
    // A declaration with an empty body (the stub of another platform's `#if` branch, a no-op
    // override) does nothing at all: the others decide.
    let functions = methodBodies(method, labels: labels, in: type, index: index).filter {
      $0.body?.statements.isEmpty == false
    }
    // `extension UNUserNotificationCenter: NotificationCentering {}`: the framework's own
    // facility answering a project protocol (so tests can swap it) is the facility itself.
    if functions.isEmpty, facilityTypes.contains(type), !index.declaresOwnType(type) {
      return true
    }
    guard !functions.isEmpty else {
      // A protocol's requirement does what the project's implementations of it do: every
      // one (test doubles aside) must drive the system only.
      // An implementation that does no work at all (an inert stand-in answering a constant)
      // is allowed beside the ones that drive the system, of which there must be one. Up to
      // three levels deep, so a requirement reached through a protocol extension's method the
      // wrapper calls (`policy.unlock(reason:)` choosing `unlockWithBiometrics(reason:)`) is
      // judged too; every implementation is still checked.
      let implementations = index.implementations(of: type)
      if !implementations.isEmpty, depth < 3 {
        var drives = false
        for implementation in implementations {
          if drivesSystemOnly(
            method, labels: labels, in: implementation, index: index, depth: depth + 1)
          {
            drives = true
          } else if !onlyComputes(method, labels: labels, in: implementation, index: index) {
            return false
          }
        }
        return drives
      }
      return closureValuesDriveSystemOnly(method, in: type, index: index, depth: depth)
    }
    let isWindowType = isWindowType(type, index: index)
    return functions.allSatisfy { function in
      let scanner = SystemWorkScanner.scanning(function, of: type, index: index)
      guard !scanner.otherWork else { return false }
      if isWindowType || scanner.presentsWindow, !scanner.hopsToMainActor,
        !scanner.awaitsOwnProperty
      {
        return true
      }
      return wrapsSystemOnly(scanner, method: method, of: type, index: index, depth: depth)
    }
  }

  /// A client whose operations are closure properties (`var requestAuthorizations:
  /// (UNAuthorizationOptions) async throws -> Bool`), with its values given where the type
  /// builds itself (`static let live = Self(requestAuthorizations: { … })`): the property
  /// drives the system only when every value that does something is a thin wrapper around a
  /// system facility (see ``drivesSystemOnly(_:labels:in:index:depth:)``) and one is. A stub
  /// that does nothing or reports that it is not implemented (`unimplemented(…)`) is a test
  /// value, not what the app runs.
  private static func closureValuesDriveSystemOnly(
    _ property: String, in type: String, index: ProjectIndex, depth: Int
  ) -> Bool {
    guard let declared = index.propertyMap(of: type)[property], declared.isClosure,
      !declared.isStatic
    else { return false }
    var wraps = false
    for closure in closureValues(of: property, in: type, index: index) {
      let scanner = SystemWorkScanner.scanning(closure, of: type, index: index)
      guard !scanner.otherWork else { return false }
      if !scanner.usesSystemFacility,
        scanner.projectCalls.allSatisfy({ call in
          SyntaxQueries.calleeName(call.calledExpression).map(stubCalls.contains) ?? false
        })
      {
        continue
      }
      guard wrapsSystemOnly(scanner, method: property, of: type, index: index, depth: depth) else {
        return false
      }
      wraps = true
    }
    return wraps
  }

  /// Calls a stub closure makes to say it is not implemented (swift-dependencies,
  /// XCTest).
  static let stubCalls: Set<String> = ["unimplemented", "XCTFail", "reportIssue"]

  /// The closures `type`'s own declarations give its closure property `property` where they
  /// build a value of it: `Self(property: { … })`, `.init(property: { … })`,
  /// `Client(property: { … })`.
  static func closureValues(of property: String, in type: String, index: ProjectIndex)
    -> [ClosureExprSyntax]
  {
    let bare = type.split(separator: ".").last.map(String.init) ?? type
    var closures: [ClosureExprSyntax] = []
    for declaration in index.declarations[type] ?? [] {
      for token in declaration.node.tokens(viewMode: .sourceAccurate)
      where token.tokenKind == .identifier(property) {
        guard let argument = token.parent?.as(LabeledExprSyntax.self),
          argument.label?.id == token.id,
          let closure = argument.expression.as(ClosureExprSyntax.self),
          let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { continue }
        let callee = call.calledExpression.trimmedDescription
        guard ["Self", "Self.init", ".init", bare, bare + ".init"].contains(callee) else {
          continue
        }
        closures.append(closure)
      }
    }
    return closures
  }

  /// Whether a scanned body that does no other work is a thin wrapper around a system facility:
  /// it uses one or calls other project methods, and those calls are all such wrappers too.
  private static func wrapsSystemOnly(
    _ scanner: SystemWorkScanner, method: String, of type: String, index: ProjectIndex,
    depth: Int
  ) -> Bool {
    // A method that uses no facility itself but only calls such wrappers (`assess()` asking
    // its private `checkAuthorization(for:)` helpers) is one too.
    guard scanner.usesSystemFacility || !scanner.projectCalls.isEmpty,
      scanner.projectCalls.allSatisfy({ isSelfCall($0, method: method) }) || depth < 2
    else {
      return false
    }
    // Helpers that only compute may take what the facility answered, but the facility must be
    // used somewhere: by the method itself or by one of the wrappers it calls.
    var drives = scanner.usesSystemFacility
    let allowed = scanner.projectCalls.allSatisfy { call in
      let callee: (type: String, method: String)?
      if let (receiver, name) = SyntaxQueries.methodCall(call) {
        let text = ServiceClassifier.stripOptional(receiver).trimmedDescription
        if ["self", "Self", type].contains(text) {
          callee = (type, name)
        } else if TypeNames.isTypeLike(text) {
          callee = (text, name)
        } else {
          // `center.removePending(…)` on the wrapper's own stored property of a project type
          // (a protocol over the notification center): what that type's method does; so is
          // `url.open()` on a framework type whose method the project's extension declares.
          callee = heldTypeAnswering(name, through: text, of: type, index: index).map {
            ($0, name)
          }
        }
      } else {
        callee = SyntaxQueries.calleeName(call.calledExpression).map { (type, $0) }
      }
      guard let callee else { return false }
      // `return await requestAuthorization()` after asking: the method calling itself adds
      // nothing the rest of its body does not show.
      if callee.type == type, callee.method == method { return true }
      let labels = argumentLabels(of: call)
      if drivesSystemOnly(
        callee.method, labels: labels, in: callee.type, index: index, depth: depth + 1)
      {
        drives = true
        return true
      }
      return onlyComputes(callee.method, labels: labels, in: callee.type, index: index)
    }
    return allowed && drives
  }

  /// Whether `call` calls the method being checked by its bare name (`requestAuthorization()`
  /// inside `requestAuthorization`), or through `self`/`Self`.
  private static func isSelfCall(_ call: FunctionCallExprSyntax, method: String) -> Bool {
    SystemWorkScanner.isOwnMethodCall(call)
      && SyntaxQueries.calleeName(call.calledExpression) == method
  }

  /// Whether every body of the project's `type.method` the call can select does no work at all:
  /// no system facility, no call of the project's, nothing else (`Self.map(status)` switching
  /// a framework status into the app's own enum). A wrapper may hand what it read to such a
  /// helper.
  private static func onlyComputes(
    _ method: String, labels: [String]?, in type: String, index: ProjectIndex
  ) -> Bool {
    let functions = methodBodies(method, labels: labels, in: type, index: index)
    return !functions.isEmpty
      && functions.allSatisfy { function in
        guard function.body != nil else { return false }
        let scanner = SystemWorkScanner.scanning(function, of: type, index: index)
        return !scanner.otherWork && !scanner.usesSystemFacility && scanner.projectCalls.isEmpty
          && !scanner.hopsToMainActor && !scanner.presentsWindow
      }
  }

  /// The type held by `type`'s stored instance property named by `text` (`center` or
  /// `self.center`) when the project can answer its `method`: a project type (a protocol over
  /// the notification center), or a framework type whose method the project's own extension
  /// declares (`let url: URL` with `extension URL { func open() }`).
  private static func heldTypeAnswering(
    _ method: String, through text: String, of type: String, index: ProjectIndex
  ) -> String? {
    let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    guard !name.contains("."), let property = index.propertyMap(of: type)[name],
      property.isStored, !property.isStatic, let held = property.inferredTypeName, held != type,
      index.answers(method, of: held)
    else { return nil }
    return held
  }

  /// The project type (declared, not only extended) that the stored instance property `name`
  /// of `properties` holds (`private let center: ReminderCenter`), if any.
  static func projectTypeHeld(
    by name: String, in properties: [String: PropertyDeclaration], index: ProjectIndex
  ) -> String? {
    guard let property = properties[name], property.isStored, !property.isStatic,
      let held = property.inferredTypeName,
      (index.declarations[held] ?? []).contains(where: { $0.kind != .extension })
    else { return nil }
    return held
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

  /// Framework types that are a system facility as a whole: the notification center and the
  /// application objects.
  static let facilityTypes: Set<String> = [
    "UNUserNotificationCenter", "UIApplication", "NSApplication",
  ]

  /// The application objects whose badge, dock tile and icon are the system's UI.
  static let applicationObjects: Set<String> = [
    "NSApp", "NSApplication.shared", "UIApplication.shared",
  ]

  /// Whether `call` uses a system facility: anything on the notification center
  /// (`UNUserNotificationCenter.current().setBadgeCount(…)`) or the application object
  /// (`UIApplication.shared.registerForRemoteNotifications()`), or a framework's authorization
  /// request (`AVCaptureDevice.requestAccess(for:)`, `locationManager.requestWhenInUseAuthorization()`
  /// on a property of a framework type).
  static func isSystemFacilityCall(
    _ call: FunctionCallExprSyntax, properties: [String: PropertyDeclaration], index: ProjectIndex,
    locals: Set<String> = []
  ) -> Bool {
    guard let (receiver, method) = SyntaxQueries.methodCall(call) else { return false }
    if isRootedAtSystemFacility(receiver, locals: locals) { return true }
    // The request, or a read of the status it left (`store.authorizationStatus(for: type)`).
    guard method.hasPrefix("request") || method.hasPrefix("authorizationStatus") else {
      return false
    }
    // The receiver's type: a stored or computed property of the method's type (`var store:
    // FinanceStore { .shared }` is the framework's object), or a type named directly.
    let stripped = ServiceClassifier.stripOptional(receiver)
    let type: String?
    if let name = SyntaxQueries.directProperty(stripped), let property = properties[name] {
      type = property.inferredTypeName ?? borrowedType(of: property, index: index)
    } else {
      type = TypeNames.typeName(ofCallee: stripped) ?? TypeNames.staticMember(stripped)?.type
    }
    guard let type, !index.answers(method, of: type), AppleFrameworks.isFrameworkType(type)
    else { return false }
    // `requestAuthorization(…)`, `requestAccess(for:)`, `requestReview()`, or the request of
    // an authorization type itself (`MusicAuthorization.request()`).
    return method.hasPrefix("authorizationStatus") || method.contains("Authorization")
      || method.contains("Access") || method == "requestReview"
      || (method == "request" && type.hasSuffix("Authorization"))
  }

  /// The type of a property that borrows another object's member
  /// (`private let healthStore = HealthKitManager.shared.healthStore`): the type the project
  /// declares for that member, when the owner is a project type reached by name or through a
  /// static member.
  static func borrowedType(of property: PropertyDeclaration, index: ProjectIndex) -> String? {
    guard
      let member = property.initializerValue.map(TypeNames.unwrapEffects)?.as(
        MemberAccessExprSyntax.self),
      let base = member.base,
      let owner = TypeNames.typeName(ofCallee: base) ?? TypeNames.staticMember(base)?.type,
      index.declares(owner)
    else { return nil }
    return index.property(member.declName.baseName.text, of: owner)?.inferredTypeName
  }

  /// Whether an expression is reached from the notification center or an application object
  /// (`UNUserNotificationCenter.current()`, `NSApp.dockTile`, `UIApplication.shared`), or from
  /// one of `locals`, names bound to one (`let center = UNUserNotificationCenter.current()`).
  static func isRootedAtSystemFacility(_ expression: ExprSyntax, locals: Set<String> = [])
    -> Bool
  {
    var current = ServiceClassifier.stripOptional(TypeNames.unwrapEffects(expression))
    while true {
      let text = current.trimmedDescription
      if applicationObjects.contains(text) || text == "UNUserNotificationCenter"
        || locals.contains(text)
        || (text.hasPrefix("self.") && locals.contains(String(text.dropFirst(5))))
      {
        return true
      }
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = ServiceClassifier.stripOptional(base)
      } else if let call = current.as(FunctionCallExprSyntax.self) {
        current = ServiceClassifier.stripOptional(call.calledExpression)
      } else {
        return false
      }
    }
  }

  /// Whether `call` shows an open or save panel and hands its answer to a completion that does
  /// not resume a continuation: `begin`/`beginSheetModal` on a receiver named for a panel
  /// (`openPanel`, `savePanel`) or made as one (`NSOpenPanel()`).
  static func presentsPanel(_ call: FunctionCallExprSyntax, name: String) -> Bool {
    guard name == "begin" || name == "beginSheetModal",
      call.trailingClosure != nil
        || call.arguments.contains(where: { $0.label?.text == "completionHandler" }),
      let (receiver, _) = SyntaxQueries.methodCall(call)
    else { return false }
    let text = ServiceClassifier.stripOptional(receiver).trimmedDescription.lowercased()
    guard text.contains("panel") else { return false }
    // A completion that resumes a continuation hands what it does back to the awaiting caller
    // (`pickFile()` reading the chosen file into an attachment): that is the method's work.
    return !call.tokens(viewMode: .sourceAccurate).contains {
      $0.tokenKind == .identifier("resume")
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

/// Scans a method body for what work it does besides windowing and the system's facilities.
final class SystemWorkScanner: SyntaxVisitor {
  /// The standard library's value transforms (`types.compactMap { … }`): building a value.
  static let valueTransforms: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "union", "intersection",
  ]

  /// `HKHealthStore.isHealthDataAvailable()`, `CLLocationManager.canMonitor…`: a framework's
  /// static check of what the device offers.
  static func isAvailabilityQuery(_ method: String) -> Bool {
    ["is", "can", "has"].contains { prefix in
      method.hasPrefix(prefix) && method.dropFirst(prefix.count).first?.isUppercase == true
    }
  }

  /// `HKQuantityType.quantityType(forIdentifier:)`, `UIFont.systemFont(…)`-like factories: a
  /// framework type's static method named after the type (its name without the framework
  /// prefix), which makes a value of it.
  static func isFactory(_ method: String, of type: String) -> Bool {
    // `HKQuantityType`: the capitals up to the last one before a lower-case letter are the
    // prefix and the first letter of the name (`quantityType`).
    let tail = type.drop(while: \.isUppercase)
    guard !tail.isEmpty, type.count - tail.count >= 2 else { return false }
    let initial = type[type.index(before: tail.startIndex)]
    return method == initial.lowercased() + tail
  }

  /// Whether `call` calls a method of the object itself: a bare name (`refreshStatus()`) or
  /// one reached through `self`, or one of its type's own static methods (`Self.map(status)`).
  static func isOwnMethodCall(_ call: FunctionCallExprSyntax) -> Bool {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return !TypeNames.isTypeLike(reference.baseName.text)
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base.map(ServiceClassifier.stripOptional)
    else { return false }
    let kind = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
    return kind == .keyword(.self) || kind == .keyword(.Self)
  }

  /// Foundation's date and calendar values: arithmetic on them is value work.
  static let dateValueTypes: Set<String> = [
    "Calendar", "TimeZone", "Locale", "Date", "DateComponents", "DateInterval",
  ]

  /// Calls that do nothing but report (`print`, `assert`, `fatalError`).
  static let reporting: Set<String> = [
    "print", "debugPrint", "NSLog", "assert", "assertionFailure", "precondition",
    "preconditionFailure", "fatalError",
  ]

  /// The stored properties of the method's type, by name.
  let properties: [String: PropertyDeclaration]
  let index: ProjectIndex
  /// The method's closure parameters (`completion`): calling one hands a result back.
  let closureParameters: Set<String>
  /// The body calls a windowing API.
  private(set) var presentsWindow = false
  /// The body uses a system facility (a notification-center or application-object call or
  /// write, an authorization request).
  private(set) var usesSystemFacility = false
  /// The body does asynchronous work other than windowing, system facilities or waiting.
  private(set) var otherWork = false
  /// The body awaits `MainActor.run { … }`.
  private(set) var hopsToMainActor = false
  /// The body awaits a method of one of the object's stored properties of a project type
  /// (`await center.status()`), listed with the project calls: work a window presenter's
  /// shortcut must not skip.
  private(set) var awaitsOwnProperty = false
  /// Locals bound to a system facility (`let center = UNUserNotificationCenter.current()`).
  private var systemLocals: Set<String> = []
  /// Every local the body declares (`var messages: [String] = []`).
  private var localNames: Set<String> = []
  /// Stored properties the body sets to one of its closure parameters (`self.completion =
  /// completion`): calling one later hands the result back, like calling the parameter.
  private var storedCallbacks: Set<String> = []
  /// The continuations of `withCheckedContinuation { continuation in … }` bridges: resuming
  /// one hands a callback's result back, like calling a closure parameter.
  private var continuations: Set<String> = []

  /// The standard library's bridges from a callback to `await`.
  static let continuationBridges: Set<String> = [
    "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
    "withUnsafeThrowingContinuation",
  ]
  /// Locals bound to a construction or shared instance of a type (`let panel = NSPanel(…)`),
  /// by name.
  private var localTypes: [String: String] = [:]
  /// Calls that are none of the above, reporting, a main-queue dispatch, a construction or a
  /// closure parameter: `helper.check(…)`, `validate()`.
  private(set) var projectCalls: [FunctionCallExprSyntax] = []

  /// Closures dispatched to a queue other than the main one (`queue.async { … }`): work, unless
  /// all they do is drive a system facility (a feedback generator serialised on its own queue).
  private var dispatched: [ClosureExprSyntax] = []
  /// The user-defaults keys the method both reads and writes (see
  /// ``defaultsBookkeepingKeys(in:)``).
  private var bookkeepingKeys: Set<String> = []

  /// The keys (as spelled, `event.defaultsKey`, `"launches"`) that a body both reads from and
  /// writes to the user defaults: a counter or flag the method keeps for itself (`count =
  /// defaults.integer(forKey: k); defaults.set(count + 1, forKey: k)` before asking for a
  /// review at the tenth time), bookkeeping of the prompt it wraps, not the app's data.
  static func defaultsBookkeepingKeys(in body: Syntax) -> Set<String> {
    var read: Set<String> = []
    var written: Set<String> = []
    for node in body.tokens(viewMode: .sourceAccurate) where node.text == "UserDefaults" {
      // `UserDefaults.standard.integer(forKey: k)`: from the type name up to the call.
      var current = node.parent.flatMap { $0.as(DeclReferenceExprSyntax.self) }.map(Syntax.init)
      while let parent = current?.parent, parent.is(MemberAccessExprSyntax.self) {
        current = parent
      }
      guard let access = current?.as(MemberAccessExprSyntax.self),
        let call = access.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == ExprSyntax(access).id,
        let key = call.arguments.first(where: { $0.label?.text == "forKey" })
      else { continue }
      let text = key.expression.trimmedDescription
      if access.declName.baseName.text == "set" { written.insert(text) } else { read.insert(text) }
    }
    return read.intersection(written)
  }

  /// The stored properties a body sets to one of its closure parameters (`self.completion =
  /// completion`), wherever in the body: the caller's closure kept to be called back later.
  static func storedCallbacks(
    in body: Syntax, closureParameters: Set<String>, properties: [String: PropertyDeclaration]
  ) -> Set<String> {
    var found: Set<String> = []
    for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .equal {
      guard let holder = token.parent?.parent?.parent,
        let (lhs, rhs, _) = SyntaxQueries.assignment(holder),
        let parameter = rhs.as(DeclReferenceExprSyntax.self)?.baseName.text,
        closureParameters.contains(parameter),
        let stored = SyntaxQueries.directProperty(lhs), properties[stored] != nil
      else { continue }
      found.insert(stored)
    }
    return found
  }

  /// Whether `call` reads or writes one of ``bookkeepingKeys`` in the user defaults.
  private func isDefaultsBookkeeping(_ call: FunctionCallExprSyntax) -> Bool {
    guard !bookkeepingKeys.isEmpty, let (receiver, _) = SyntaxQueries.methodCall(call),
      receiver.trimmedDescription.hasPrefix("UserDefaults."),
      let key = call.arguments.first(where: { $0.label?.text == "forKey" })
    else { return false }
    return bookkeepingKeys.contains(key.expression.trimmedDescription)
  }

  /// A scanner that has walked the body of `type`'s `function`.
  static func scanning(_ function: FunctionDeclSyntax, of type: String, index: ProjectIndex)
    -> SystemWorkScanner
  {
    scanning(
      function.body.map(Syntax.init),
      closureParameters: SyntaxQueries.closureParameterNames(of: function.signature), of: type,
      index: index)
  }

  /// A scanner that has walked `closure`, a value of one of `type`'s closure properties.
  static func scanning(_ closure: ClosureExprSyntax, of type: String, index: ProjectIndex)
    -> SystemWorkScanner
  {
    scanning(Syntax(closure.statements), closureParameters: [], of: type, index: index)
  }

  private static func scanning(
    _ body: Syntax?, closureParameters: Set<String>, of type: String, index: ProjectIndex
  ) -> SystemWorkScanner {
    let scanner = SystemWorkScanner(
      closureParameters: closureParameters, properties: index.propertyMap(of: type),
      index: index)
    // `private let center = UNUserNotificationCenter.current()`: a stored property of the
    // type bound to a system facility names it, as such a local does; so does one declared of
    // the notification center's type (`private let center: UNUserNotificationCenter`, handed
    // in by the initializer).
    for property in scanner.properties.values where property.isStored && !property.isStatic {
      if let value = property.initializerValue,
        ViewCallsServiceRule.isRootedAtSystemFacility(value)
      {
        scanner.systemLocals.insert(property.name)
      } else if property.typeName == "UNUserNotificationCenter" {
        scanner.systemLocals.insert(property.name)
      }
    }
    if let body {
      scanner.bookkeepingKeys = Self.defaultsBookkeepingKeys(in: body)
      scanner.storedCallbacks = Self.storedCallbacks(
        in: body, closureParameters: closureParameters, properties: scanner.properties)
      scanner.walk(body)
    }
    for closure in scanner.dispatched {
      let inner = SystemWorkScanner(
        closureParameters: scanner.closureParameters, properties: scanner.properties,
        index: index)
      // What the method bound before dispatching (`guard let link = links[device]`) names the
      // same objects inside the closure.
      inner.systemLocals = scanner.systemLocals
      inner.localTypes = scanner.localTypes
      inner.localNames = scanner.localNames
      inner.storedCallbacks = scanner.storedCallbacks
      inner.continuations = scanner.continuations
      inner.walk(closure)
      if inner.otherWork || !inner.projectCalls.isEmpty || !inner.usesSystemFacility {
        scanner.otherWork = true
      }
    }
    return scanner
  }

  init(
    closureParameters: Set<String>, properties: [String: PropertyDeclaration], index: ProjectIndex
  ) {
    self.properties = properties
    self.index = index
    self.closureParameters = closureParameters
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    var expression = node.expression
    if let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
    // `await center.notificationSettings().authorizationStatus`: a member of what the call
    // returns; the call decides.
    while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      base.is(FunctionCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self)
    {
      expression = base
    }
    // `await CMTimeGetSeconds(asset.load(.duration))`, `await Double(try reader.count())`: a
    // framework function or a conversion of what the one call inside it returns; that call
    // decides.
    while let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      TypeNames.isTypeLike(name), !index.declares(name),
      let inner = call.arguments.first.map({ TypeNames.unwrapEffects($0.expression) }),
      inner.is(FunctionCallExprSyntax.self) || inner.is(MemberAccessExprSyntax.self)
    {
      expression = inner
      while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
        base.is(FunctionCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self)
      {
        expression = base
      }
    }
    if let call = expression.as(FunctionCallExprSyntax.self), isMediaInspection(call) {
      usesSystemFacility = true
      return .visitChildren
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      ViewCallsServiceRule.isWindowCall(call)
        || SyntaxQueries.calleeName(call.calledExpression) == "sleep"
        || ViewCallsServiceRule.isSystemFacilityCall(
          call, properties: properties, index: index, locals: systemLocals)
        || isAppleNonDataCall(call)
    {
      return .visitChildren
    }
    // `await withCheckedContinuation { continuation in framework.request { … } }` bridges a
    // callback: its closure is scanned like the rest.
    if let call = expression.as(FunctionCallExprSyntax.self),
      let name = SyntaxQueries.calleeName(call.calledExpression),
      Self.continuationBridges.contains(name), let closure = call.trailingClosure
    {
      continuations.formUnion(SyntaxQueries.parameterNames(of: closure).prefix(1))
      return .visitChildren
    }
    // `await refreshStatus()`, `await self.refreshStatus()` in the method's own statements:
    // the object's own method, listed with the project calls, each of which must itself drive
    // the system only. (Inside a closure — a `Task` the method starts — it is work of its own.)
    if let call = expression.as(FunctionCallExprSyntax.self), Self.isOwnMethodCall(call),
      !(SyntaxQueries.calleeName(call.calledExpression).map(closureParameters.contains) ?? false),
      ViewCallsServiceRule.innermostClosure(of: node) == nil
    {
      return .visitChildren
    }
    // `await center.status()` on the object's own stored property of a project type (a
    // protocol over a system facility) in its own statements: listed with the project calls,
    // whose implementations must drive the system only.
    if let call = expression.as(FunctionCallExprSyntax.self),
      let (receiver, _) = SyntaxQueries.methodCall(call),
      let name = SyntaxQueries.directProperty(ServiceClassifier.stripOptional(receiver)),
      !localNames.contains(name),
      ViewCallsServiceRule.projectTypeHeld(by: name, in: properties, index: index) != nil,
      ViewCallsServiceRule.innermostClosure(of: node) == nil
    {
      awaitsOwnProperty = true
      return .visitChildren
    }
    // `await MainActor.run { … }` hops to the main actor: for a system wrapper its closure is
    // scanned like the rest; a window presenter (whose other calls are not checked) may not.
    if let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.trimmedDescription == "MainActor.run"
    {
      hopsToMainActor = true
      return .visitChildren
    }
    otherWork = true
    return .visitChildren
  }

  /// `#if os(macOS)`: the condition (`os(macOS)`) is not a call; the branches are scanned.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    if let elements = node.elements { walk(elements) }
    return .skipChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    // `NSApp.dockTile.badgeLabel = "3"`, `UIApplication.shared.applicationIconBadgeNumber = 0`.
    if let (lhs, _, _) = SyntaxQueries.assignment(Syntax(node)),
      ViewCallsServiceRule.isRootedAtSystemFacility(lhs, locals: systemLocals)
    {
      usesSystemFacility = true
    }
    // `link.isEnabled = false`, `session.sessionPreset = .high`: setting a property of an
    // object that drives the system (a capture connection, a player) is driving it, as calling
    // its methods is.
    if let (lhs, _, _) = SyntaxQueries.assignment(Syntax(node)),
      let base = lhs.as(MemberAccessExprSyntax.self)?.base,
      let type = rootType(of: base),
      isOnScreen(type) || !index.declaresOwnType(type) && drivesSystem(type)
    {
      usesSystemFacility = true
    }
    return .visitChildren
  }

  /// `let center = UNUserNotificationCenter.current()`: a local naming a system facility.
  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
      localNames.insert(name)
    }
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value,
      ViewCallsServiceRule.isRootedAtSystemFacility(value, locals: systemLocals)
    {
      systemLocals.insert(name)
    }
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value
    {
      switch DeclarationCollector.valueSource(value) {
      case .construction(let type): localTypes[name] = type
      case .staticMember(let type, _): localTypes[name] = type
      default: if let type = elementType(of: value) { localTypes[name] = type }
      }
    }
    return .visitChildren
  }

  /// `if let generator = generators[style]`: a local bound to an element of a stored collection;
  /// `guard let link = link` (a weakly captured local unwrapped again) keeps the type it had.
  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value
    {
      if let type = elementType(of: value) {
        localTypes[name] = type
      } else if let local = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let type = localTypes[local]
      {
        localTypes[name] = type
      }
    }
    return .visitChildren
  }

  /// The element type of a stored collection property an expression subscripts
  /// (`generators[style]` with `var generators: [Style: UIImpactFeedbackGenerator]`).
  private func elementType(of value: ExprSyntax) -> String? {
    guard let subscriptCall = value.as(SubscriptCallExprSyntax.self),
      let name = SyntaxQueries.directProperty(subscriptCall.calledExpression),
      let text = properties[name]?.typeText?.filter({ $0 != " " }),
      text.hasPrefix("["), text.hasSuffix("]")
    else { return nil }
    let inner = text.dropFirst().dropLast()
    let type = inner.split(separator: ":", maxSplits: 1).last.map(String.init) ?? ""
    return TypeNames.isTypeLike(type) && !type.contains("[") ? type : nil
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    if node.awaitKeyword != nil { otherWork = true }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name = SyntaxQueries.calleeName(node.calledExpression) ?? ""
    // `openPanel.begin { result in … }`, `savePanel.beginSheetModal(for: window) { … }`: a
    // system open or save panel shown; its completion runs when the user has chosen, as a
    // button's action does, so what it does is not the method's own work.
    if ViewCallsServiceRule.presentsPanel(node, name: name) {
      presentsWindow = true
      return .skipChildren
    }
    // The bridge itself, and `continuation.resume(returning: granted)` handing the result back.
    if Self.continuationBridges.contains(name) && node.trailingClosure != nil {
      return .visitChildren
    }
    if let (receiver, _) = SyntaxQueries.methodCall(node),
      continuations.contains(receiver.trimmedDescription)
    {
      return .visitChildren
    }
    if ViewCallsServiceRule.isWindowCall(node) {
      presentsWindow = true
    } else if ViewCallsServiceRule.isSystemFacilityCall(
      node, properties: properties, index: index, locals: systemLocals)
    {
      usesSystemFacility = true
    } else if isAppleNonDataCall(node) {
      usesSystemFacility = true
    } else if !isIncidental(node, name: name) {
      projectCalls.append(node)
    }
    if SyntaxQueries.isDetachedTask(node) || name == "URLSession" || name == "dataTask"
      || name == "resume"
    {
      otherWork = true
    }
    // `NSEvent.addGlobalMonitorForEvents(…)`: the method starts watching the user's input
    // system-wide, a mode that keeps running, not only presentation.
    if AppleFrameworks.eventMonitors.contains(name) { otherWork = true }
    // `DispatchQueue.main.async { window.level = .normal }` defers main-thread UI code; a
    // dispatch to any other queue is work unless its closure only drives a system facility.
    if name.hasPrefix("async"), let (receiver, _) = SyntaxQueries.methodCall(node),
      receiver.trimmedDescription != "DispatchQueue.main"
    {
      if let closure = node.trailingClosure {
        dispatched.append(closure)
      } else {
        otherWork = true
      }
    }
    return .visitChildren
  }

  /// `session.startRunning()`, `NSWorkspace.shared.open(url)`, `await activity.activate()`: a
  /// call on an object of an Apple framework type the project does not declare and that does
  /// not hold or fetch the app's data (see `AppleFrameworks.dataTypes`), reached
  /// through a stored property of the method's type, a local the method made, or the type
  /// itself. Such an object drives the system (a capture feed, the workspace, a pasteboard, a
  /// group activity): a method whose only outside work is with such objects wraps a system
  /// facility.
  ///
  /// The app's own on-screen objects count the same: a timer, a Core Animation layer or
  /// transaction, or an object of a project class that inherits an AppKit or UIKit view,
  /// control or window class (`banner.configure(…)` on a `Banner: UIView`, `UIView.animate`):
  /// a method that only lays out, animates and times its own views presents UI (a toast
  /// banner on the key window), like a window presenter.
  private func isAppleNonDataCall(_ node: FunctionCallExprSyntax) -> Bool {
    guard let (receiver, method) = SyntaxQueries.methodCall(node),
      !AppleFrameworks.dataMethods.contains(method),
      let type = rootType(of: receiver)
    else { return false }
    if isOnScreen(type) { return true }
    return !index.answers(method, of: type) && drivesSystem(type)
  }

  /// Whether `type` is one of the app's own on-screen objects (a timer, a Core Animation
  /// layer, a project class inheriting an AppKit or UIKit view class) or an Apple framework
  /// type that does not hold or fetch the app's data (see `AppleFrameworks.dataTypes`).
  private func drivesSystem(_ type: String) -> Bool {
    isOnScreen(type)
      || (AppleFrameworks.isFrameworkType(type) && !AppleFrameworks.dataTypes.contains(type))
  }

  /// A timer, a Core Animation object or a project view class.
  private func isOnScreen(_ type: String) -> Bool {
    Self.viewLayerTypes.contains(type) || type.hasPrefix("CA") && TypeNames.isTypeLike(type)
      || isProjectViewClass(type)
  }

  /// `await asset.load(.duration)`, `await AVURLAsset(url: clip).load(.tracks)`,
  /// `try await generator.image(at: time)`: reading a media file's own properties or a frame
  /// of it, what a player or a thumbnail shows (AVFoundation's asset and frame reader), not
  /// the app's data.
  private func isMediaInspection(_ call: FunctionCallExprSyntax) -> Bool {
    guard let (receiver, method) = SyntaxQueries.methodCall(call),
      Self.mediaInspectionMethods.contains(method), let type = rootType(of: receiver)
    else { return false }
    return Self.mediaAssetTypes.contains(type) && !index.answers(method, of: type)
  }

  /// AVFoundation's media asset and frame reader types.
  static let mediaAssetTypes: Set<String> = [
    "AVAsset", "AVURLAsset", "AVAssetTrack", "AVAssetImageGenerator",
  ]

  /// Their methods that read an asset's properties or a frame.
  static let mediaInspectionMethods: Set<String> = [
    "load", "loadTracks", "loadMetadata", "loadChapterMetadataGroups", "image", "images",
  ]

  /// Combine's subjects: a wrapper's channel for handing results back.
  static let subjectTypes: Set<String> = ["PassthroughSubject", "CurrentValueSubject"]

  /// Unprefixed Foundation types that only time or lay out what is on screen.
  static let viewLayerTypes: Set<String> = ["Timer", "CADisplayLink"]

  /// The suffixes of AppKit and UIKit classes whose objects are on screen.
  static let onScreenSuffixes = ["View", "Control", "Button", "Label", "Window", "ViewController"]

  /// Whether `type` is a project class inheriting (through its project superclasses) from an
  /// AppKit or UIKit view, control or window class (`final class Banner: UIView`).
  private func isProjectViewClass(_ type: String) -> Bool {
    ([type] + index.superclasses(of: type)).contains { name in
      (index.declarations[name] ?? []).contains { declaration in
        declaration.kind == .class
          && declaration.inheritedTypes.contains { inherited in
            !(index.declarations[inherited] ?? []).contains(where: { $0.kind != .extension })
              && AppleFrameworks.isFrameworkType(inherited)
              && (inherited.hasPrefix("UI") || inherited.hasPrefix("NS"))
              && Self.onScreenSuffixes.contains(where: inherited.hasSuffix)
          }
      }
    }
  }

  /// The type of the object a receiver chain starts from: a type named directly
  /// (`NSWorkspace.shared`), a local the method bound to a construction or shared instance,
  /// or a stored property of the method's type (`session`, `self.session`).
  private func rootType(of receiver: ExprSyntax) -> String? {
    var chain: [String] = []
    var current = ServiceClassifier.stripOptional(TypeNames.unwrapEffects(receiver))
    while true {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        chain.append(member.declName.baseName.text)
        current = ServiceClassifier.stripOptional(base)
      } else if let call = current.as(FunctionCallExprSyntax.self) {
        current = ServiceClassifier.stripOptional(call.calledExpression)
      } else {
        break
      }
    }
    guard let root = current.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
    if root == "self" {
      guard let first = chain.last else { return nil }
      return properties[first]?.inferredTypeName
    }
    if TypeNames.isTypeLike(root) { return root }
    return localTypes[root] ?? properties[root]?.inferredTypeName
  }

  /// Reporting, a main-queue dispatch or hop, a construction (`Task { … }`, `URL(string:)`), a
  /// call of a closure parameter (`completion(granted)`), a log line, or the method's own
  /// defaults bookkeeping.
  private func isIncidental(_ node: FunctionCallExprSyntax, name: String) -> Bool {
    if Self.reporting.contains(name) || closureParameters.contains(name) { return true }
    // `self.completion?(granted)`: the caller's closure the body kept.
    if let stored = SyntaxQueries.directProperty(
      ServiceClassifier.stripOptional(node.calledExpression)),
      storedCallbacks.contains(stored)
    {
      return true
    }
    if isDefaultsBookkeeping(node) || isMediaInspection(node) { return true }
    // `Data(contentsOf: url)`, `String(contentsOfFile:)` read a file, and a `URLRequest` is
    // built to be sent: not incidental.
    if let type = TypeNames.typeName(ofCallee: node.calledExpression) {
      return type != "URLRequest"
        && !node.arguments.contains { $0.label?.text.hasPrefix("contentsOf") == true }
    }
    if Self.valueTransforms.contains(name) { return true }
    // `.now()`, `.seconds(1)`: a value of the contextual type (a deadline, a duration).
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
      return true
    }
    // `queue.async { … }`: the dispatch itself; its closure is judged on its own (`dispatched`).
    if name.hasPrefix("async"), node.trailingClosure != nil { return true }
    if let (receiver, method) = SyntaxQueries.methodCall(node) {
      // `authenticationEvents.send(.success)` on the type's own Combine subject: handing the
      // answer back to whoever listens, like calling a completion parameter.
      if method == "send", let type = rootType(of: receiver), Self.subjectTypes.contains(type) {
        return true
      }
      // `messages.append("…")` on a local the body declared: building a value to return.
      if BodyEffectVisitor.mutatingMethods.contains(method),
        let root = SyntaxQueries.rootIdentifier(of: receiver), !root.viaSelf,
        localNames.contains(root.name)
      {
        return true
      }
      let text = receiver.trimmedDescription
      // `Calendar.current.dateComponents(…)`, `TimeZone.current.identifier`: Foundation's date
      // arithmetic on values, building the request's trigger.
      if let root = SyntaxQueries.rootIdentifier(of: receiver), !root.viaSelf,
        Self.dateValueTypes.contains(root.name), !index.declares(root.name)
      {
        return true
      }
      if TypeNames.isTypeLike(text), !index.declares(text),
        AppleFrameworks.isFrameworkType(text),
        Self.isAvailabilityQuery(method) || Self.isFactory(method, of: text)
      {
        return true
      }
      if text == "DispatchQueue.main" || text == "MainActor" { return true }
      if ServiceClassifier.isInstrumentationMethod(method),
        ServiceClassifier.chainNames(of: receiver).contains(where: ServiceClassifier.isSink)
      {
        return true
      }
    }
    return false
  }
}

extension ViewCallsServiceRule {
  /// Calls that start watching the user's input or the app's events: event monitors and
  /// notification observers.
  static let inputWatchers = AppleFrameworks.eventMonitors.union(["addObserver"])

  /// `clickAway.install(excluding: frame) { endEditing() }` on a helper the view makes itself
  /// (`@State private var clickAway = ClickAwayMonitor()`): a plain class, not observable,
  /// whose called method installs an event monitor or notification observer. The view wires
  /// up its own input handling (ending an inline edit on a click elsewhere), like a gesture;
  /// the closure it hands over is an event handler, not a completion. A shared monitor the
  /// view reaches through a singleton or is handed (an app-wide selection mode) is still
  /// reported.
  static func installsOwnInputHandler(
    _ call: FunctionCallExprSyntax, properties: [String: PropertyDeclaration],
    index: ProjectIndex
  ) -> Bool {
    guard let (receiver, method) = SyntaxQueries.methodCall(call),
      let name = SyntaxQueries.directProperty(receiver), let property = properties[name],
      case .construction(let type) = property.initialValue, !index.isObservable(type),
      (index.declarations[type] ?? []).contains(where: { $0.kind == .class })
    else { return false }
    let functions = methodBodies(method, labels: argumentLabels(of: call), in: type, index: index)
    return !functions.isEmpty
      && functions.allSatisfy { function in
        function.body?.tokens(viewMode: .sourceAccurate).contains {
          if case .identifier(let text) = $0.tokenKind { return inputWatchers.contains(text) }
          return false
        } ?? false
      }
  }

  /// Whether a method passed by reference (`Button(action: ReportWindow.present)`) only
  /// drives the system's UI.
  static func drivesSystemOnly(
    _ reference: MemberAccessExprSyntax, properties: [String: PropertyDeclaration],
    classifier: ServiceClassifier, index: ProjectIndex
  ) -> Bool {
    guard let base = reference.base,
      let type = classifier.receiverType(
        ServiceClassifier.stripOptional(base), properties: properties)
    else { return false }
    let method = reference.declName.baseName.text
    return drivesSystemOnly(method, in: type, index: index)
      || defersToMainQueueOnly(method, labels: nil, in: type, index: index)
  }
}

/// A display delay: a project method whose only work is running the closure it is given
/// later on the main queue.
extension ViewCallsServiceRule {
  /// Whether every declaration of the project's `type.method` (of the overloads `labels`
  /// picks) only hands a closure parameter to the main queue (`DispatchQueue.main.async { … }`,
  /// `asyncAfter(deadline:execute:)`, directly or wrapped in a `DispatchWorkItem` it may keep
  /// and cancel): a debounce or display delay of the caller's own UI code. Anything else —
  /// another queue, an await, a `Task`, a call of another method, a file or defaults write —
  /// is work, and the call is judged as before.
  static func defersToMainQueueOnly(
    _ method: String, labels: [String]?, in type: String, index: ProjectIndex
  ) -> Bool {
    let functions = methodBodies(method, labels: labels, in: type, index: index)
    guard !functions.isEmpty else { return false }
    return functions.allSatisfy { function in
      let closures = SyntaxQueries.closureParameterNames(of: function.signature)
      guard !closures.isEmpty, let body = function.body else { return false }
      let scanner = MainQueueDeferralScanner(
        closureParameters: closures, properties: index.propertyMap(of: type))
      scanner.walk(body)
      return scanner.dispatchesToMain && !scanner.otherWork
    }
  }
}

/// Checks a method body for calls other than a main-queue dispatch, a work item, a deadline,
/// a cancel and the method's closure parameters.
private final class MainQueueDeferralScanner: SyntaxVisitor {
  let closureParameters: Set<String>
  /// The types of the stored properties of the helper (`queue: DispatchQueue`).
  let properties: [String: PropertyDeclaration]

  /// Values a delay is computed from.
  static let timeValues: Set<String> = [
    "Date", "Double", "Int", "TimeInterval", "DispatchTime", "DispatchTimeInterval",
  ]

  /// Whether `text` names a stored `DispatchQueue` of the helper (`queue`, `self.queue`).
  private func isStoredQueue(_ text: String) -> Bool {
    let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    guard let property = properties[name], property.isStored else { return false }
    return property.inferredTypeName == "DispatchQueue"
  }
  private(set) var dispatchesToMain = false
  private(set) var otherWork = false

  init(closureParameters: Set<String>, properties: [String: PropertyDeclaration]) {
    self.closureParameters = closureParameters
    self.properties = properties
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    otherWork = true
    return .skipChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = ServiceClassifier.stripOptional(node.calledExpression)
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      // `action()`, `DispatchWorkItem { action() }`, `DispatchWorkItem(block: action)`, and
      // the time values a delay is computed from (`Date()`, `Double(delay)`).
      if closureParameters.contains(name) || name == "DispatchWorkItem"
        || Self.timeValues.contains(name) || Self.sleeps.contains(name)
      {
        return .visitChildren
      }
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      let base = member.base.map { ServiceClassifier.stripOptional($0).trimmedDescription }
      // `.now()`, `DispatchTime.now()`: the deadline.
      if name == "now", base == nil || base == "DispatchTime" { return .visitChildren }
      // `DispatchQueue.main.asyncAfter(…)`, or on the queue the helper keeps (`queue.asyncAfter(
      // deadline:execute: workItem)`, a throttler's): what it schedules is the caller's closure.
      if name.hasPrefix("async"),
        base == "DispatchQueue.main" || base.map(isStoredQueue) == true
      {
        dispatchesToMain = true
        return .visitChildren
      }
      // `pending?.cancel()`: dropping the previous request.
      if name == "cancel", node.arguments.isEmpty { return .visitChildren }
      // `DispatchQueue.global(qos: …).async { usleep(10_000); DispatchQueue.main.async { … } }`:
      // a background queue that only waits before the hop back, and `Thread.sleep(…)`.
      if name == "global", base == "DispatchQueue" { return .visitChildren }
      if name.hasPrefix("async"), base?.hasPrefix("DispatchQueue.global(") == true {
        return .visitChildren
      }
      if name == "sleep", base == "Thread" { return .visitChildren }
    }
    otherWork = true
    return .skipChildren
  }

  /// The C library's sleeps (`usleep(10_000)`).
  static let sleeps: Set<String> = ["usleep", "sleep", "nanosleep"]
}
