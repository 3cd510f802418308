import SwiftSyntax

/// How `god-object` recognises the user's settings: state that writes itself through to
/// storage as it changes, one property at a time or the whole model at once.
extension GodObjectRule {
  /// A stored property that writes itself through as it changes: a `didSet` or `willSet`
  /// observer, or an `@AppStorage`/`@SceneStorage` wrapper.
  static func persistsOnChange(_ property: PropertyDeclaration) -> Bool {
    if property.attributes.contains("AppStorage") || property.attributes.contains("SceneStorage") {
      return true
    }
    return property.declaration.bindings.contains { binding in
      guard case .accessors(let list) = binding.accessorBlock?.accessors else { return false }
      return list.contains {
        [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind)
      }
    }
  }

  /// Whether a property holds the project's own records: its declared type names a struct or
  /// class the project declares (`HostGroup`, `[SavedSession]`), not a value such as
  /// a number, a string or an enum.
  static func holdsRecords(_ property: PropertyDeclaration, index: ProjectIndex) -> Bool {
    !recordTypes(of: property, index: index).isEmpty
  }

  /// The project's structs and classes a property's declared type names (`[HealthMetric]`,
  /// `[Date: [Transaction]]`): the records it holds.
  static func recordTypes(of property: PropertyDeclaration, index: ProjectIndex) -> Set<String> {
    let text = property.typeText ?? property.inferredTypeName ?? ""
    // `Preference.TextDisplay` names `TextDisplay`: the namespace before it holds nothing.
    let names = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || "_.".contains($0)) })
      .map { TypeNames.lastComponent(String($0)) }
    return Set(
      names.filter { name in
        guard TypeNames.isTypeLike(name), !index.isView(name) else { return false }
        let kinds = Set((index.declarations[name] ?? []).map(\.kind))
        return !kinds.isDisjoint(with: [.struct, .class]) && !kinds.contains(.enum)
      })
  }

  /// Words of a type name that declare the user's configuration.
  static let settingsWords: Set<String> = [
    "settings", "setting", "preferences", "preference", "prefs",
  ]

  /// Whether `type` is named for the user's settings (`SettingsViewModel`, `UserPreferences`)
  /// and holds at most one of the app's records besides configuration entries named so too
  /// (`[EqualizerSetting]`) and lists saved into the user defaults (an observer writing the
  /// defaults, directly or through a method of the model): the user's configuration and its
  /// screen's state, however it saves them, not a data store.
  static func isNamedSettings(_ type: String, state: [PropertyDeclaration], index: ProjectIndex)
    -> Bool
  {
    func namedSettings(_ text: String) -> Bool {
      NavigationCallClassifier.words(text).contains(where: settingsWords.contains)
    }
    guard namedSettings(type) else { return false }
    let model = index.declarations[type] ?? []
    let records = state.filter { property in
      if let route = saveRoute(of: property, in: model), writesToDefaults(route: route, in: model) {
        return false
      }
      return recordTypes(of: property, index: index).contains { !namedSettings($0) }
    }
    return records.count < 2
  }

  /// The persisted properties that hold the app's records: properties holding the project's
  /// structs or classes (see ``holdsRecords(_:index:)``), except lists the user configures that
  /// are saved like the model's settings — written into the user defaults the same way as at
  /// least half of the other persisted properties (the same direct `defaults.set(…)`, the same
  /// method of the model, `@AppStorage`). Records are what the app keeps elsewhere (files, a
  /// database, the network) or saves through a way of their own (sealed, archived) beside the
  /// settings.
  static func records(
    among persisted: [PropertyDeclaration], of type: String, index: ProjectIndex
  ) -> [PropertyDeclaration] {
    let candidates = persisted.filter { holdsRecords($0, index: index) }
    guard !candidates.isEmpty else { return [] }
    let model = index.declarations[type] ?? []
    let settings = persisted.filter { !holdsRecords($0, index: index) }
    var counts: [String: Int] = [:]
    for property in settings {
      if let route = saveRoute(of: property, in: model) { counts[route, default: 0] += 1 }
    }
    return candidates.filter { property in
      guard let route = saveRoute(of: property, in: model), let alike = counts[route],
        alike * 2 >= settings.count, writesToDefaults(route: route, in: model)
      else { return true }
      return false
    }
  }

  /// How a persisted property writes itself: `defaults` for a write into the user defaults in
  /// its observer (or `@AppStorage`), `method:name` for a call of one of the model's own
  /// methods, `nil` for anything else (an assignment to another wrapper, a file write).
  private static func saveRoute(of property: PropertyDeclaration, in model: [TypeDeclaration])
    -> String?
  {
    if property.attributes.contains("AppStorage") { return "defaults" }
    let methods = Set(model.flatMap { $0.methods.map(\.name) })
    for binding in property.declaration.bindings {
      guard case .accessors(let list) = binding.accessorBlock?.accessors else { continue }
      for accessor in list
      where [.keyword(.didSet), .keyword(.willSet)].contains(accessor.accessorSpecifier.tokenKind) {
        guard let body = accessor.body else { continue }
        let finder = DefaultsWriteFinder(model: model, ownMethods: methods)
        finder.walk(body)
        if finder.writesDefaults { return "defaults" }
        if let method = finder.ownMethod { return "method:" + method }
      }
    }
    return nil
  }

  /// Whether a save route ends in the user defaults: directly, or in a method of the model
  /// that writes them itself.
  private static func writesToDefaults(route: String, in model: [TypeDeclaration]) -> Bool {
    guard route.hasPrefix("method:") else { return route == "defaults" }
    let name = String(route.dropFirst("method:".count))
    return model.contains { declaration in
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return false
      }
      return group.memberBlock.members.contains { member in
        guard let function = member.decl.as(FunctionDeclSyntax.self),
          function.name.text == name, let body = function.body
        else { return false }
        let finder = DefaultsWriteFinder(model: model, ownMethods: [])
        finder.walk(body)
        return finder.writesDefaults
      }
    }
  }

  /// Whether a class (any of its declarations and extensions) subscribes to its own
  /// `objectWillChange` (`objectWillChange.sink { self.save() }`, through any operators):
  /// every change to any property is written through, the way a settings store saves itself.
  static func savesOnEveryChange(_ declarations: [TypeDeclaration]) -> Bool {
    declarations.contains { declaration in
      guard declaration.kind == .class || declaration.kind == .extension else { return false }
      guard let members = declaration.node.asProtocol((any DeclGroupSyntax).self)?.memberBlock
      else { return false }
      let finder = SelfSubscriptionFinder(viewMode: .sourceAccurate)
      finder.walk(members)
      return finder.found
    }
  }
}

/// Finds `objectWillChange….sink(…)` on the object itself (not on another object's publisher).
private final class SelfSubscriptionFinder: SyntaxVisitor {
  private(set) var found = false

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard !found, let (receiver, method) = SyntaxQueries.methodCall(node), method == "sink"
    else { return found ? .skipChildren : .visitChildren }
    found = Self.startsAtOwnWillChange(receiver)
    return .visitChildren
  }

  // Nested types subscribe for themselves.
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// Whether a publisher chain starts at `objectWillChange` or `self.objectWillChange`:
  /// `objectWillChange.debounce(…).receive(on:)` walks back through the operators.
  private static func startsAtOwnWillChange(_ expression: ExprSyntax) -> Bool {
    var current = TypeNames.unwrapEffects(expression)
    for _ in 0..<32 {
      if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let member = current.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return false }
        if member.declName.baseName.text == "objectWillChange" {
          let root = base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
          return root == .keyword(.self)
        }
        current = base
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text == "objectWillChange"
      } else {
        return false
      }
    }
    return false
  }
}

/// Finds, in a property observer or a method, a call on the user defaults
/// (`UserDefaults.standard.set(…)`, `defaults.set(…)` or `Self.suite.set(…)` for a property
/// of the model holding `UserDefaults`, `NSUbiquitousKeyValueStore`) and the first call of one
/// of the model's own methods.
private final class DefaultsWriteFinder: SyntaxVisitor {
  static let storeTypes: Set<String> = ["UserDefaults", "NSUbiquitousKeyValueStore"]
  let stores: Set<String>
  let ownMethods: Set<String>
  private(set) var writesDefaults = false
  private(set) var ownMethod: String?

  init(model: [TypeDeclaration], ownMethods: Set<String>) {
    var stores: Set<String> = []
    for declaration in model {
      for property in declaration.properties {
        let text =
          (property.typeText ?? "") + " "
          + property.declaration.bindings.map { $0.initializer?.value.trimmedDescription ?? "" }
          .joined()
        if Self.storeTypes.contains(where: text.contains) { stores.insert(property.name) }
      }
    }
    self.stores = stores
    self.ownMethods = ownMethods
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let path = Self.path(of: node.calledExpression)
    if let root = path.first {
      if path.count > 1, Self.storeTypes.contains(root) || stores.contains(root) {
        writesDefaults = true
      } else if ownMethod == nil, path.count == 1, ownMethods.contains(root) {
        ownMethod = root
      }
    }
    return .visitChildren
  }

  /// The names of a callee from its root, without `self`/`Self`: `Self.suite.set` is
  /// `[suite, set]`, `UserDefaults.standard.set` is `[UserDefaults, standard, set]`.
  private static func path(of callee: ExprSyntax) -> [String] {
    var names: [String] = []
    var current: ExprSyntax? = callee
    while let expression = current {
      if let member = expression.as(MemberAccessExprSyntax.self) {
        names.append(member.declName.baseName.text)
        current = member.base
      } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
        if ![.keyword(.self), .keyword(.Self)].contains(reference.baseName.tokenKind) {
          names.append(reference.baseName.text)
        }
        current = nil
      } else if let chain = expression.as(OptionalChainingExprSyntax.self) {
        current = chain.expression
      } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
        current = unwrap.expression
      } else {
        return []
      }
    }
    return names.reversed()
  }
}
