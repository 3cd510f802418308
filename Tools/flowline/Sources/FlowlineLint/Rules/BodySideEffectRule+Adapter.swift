import SwiftSyntax

extension BodyEffectVisitor {
  /// Whether `type` is a stateless adapter: an observable class (and every class above it that
  /// the project declares) whose stored instance properties are wrapper-free `let`s set
  /// without work — or `var`s and `@Published var`s that nothing in the project writes after
  /// the object is made (``ProjectIndex/mayWrite(_:of:)``: no assignment, mutating call,
  /// `inout` or binding through anything of its type, its own methods included) — whose
  /// initializers only store what they are handed (values, closures, literals) or delegate to
  /// another initializer, and which has no `deinit`. Such an object holds no state of its own
  /// — its methods read and write through the closures or references it was given, even when
  /// they announce changes with `objectWillChange` — so building a fresh one on every render
  /// is like building a value from the same inputs: nothing is lost, nothing starts. An object
  /// with a property something writes (a published flag a view toggles, a counter its method
  /// bumps), a `lazy` property or another wrapper, a stored value it fills by calling
  /// something (`let store = Store()`), or an initializer that calls out (subscribes, loads,
  /// starts a task) keeps or builds state and is still reported.
  ///
  /// A method that writes a property counts only if something can run it: one that nothing in
  /// the project calls or hands on, and no framework calls (no `override`, no `@objc`, no
  /// conformance that may require it), never writes (``ProjectIndex/mayWrite(_:of:ignoringUncalledMethods:)``).
  /// With `call`, an initializer that call selects may call the closures it takes for
  /// parameters the call leaves at a `nil` default (`value = reader?() ?? fallback`): for this
  /// construction they are absent, and nothing runs.
  /// Whether `call` gives the adapter's `property` an object: the property is typed by a class
  /// of the project, or by a generic parameter of the adapter and the call's one argument is a
  /// property of the view holding a class of the project or a value of a generic parameter of
  /// the view bound to classes (`T: PersistentModel`, `T: AnyObject`, through the project's
  /// protocols).
  private func handsReference(
    to property: PropertyDeclaration, of declaration: TypeDeclaration,
    in call: FunctionCallExprSyntax
  ) -> Bool {
    if let held = property.inferredTypeName, index.classTypes.contains(held) { return true }
    guard let text = property.typeText,
      let generics = declaration.node.asProtocol((any DeclGroupSyntax).self)
        .flatMap({ Self.genericParameters(of: $0) }),
      generics[text] != nil, call.arguments.count == 1,
      let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
      let handed = properties[argument.baseName.text]
    else { return false }
    if let held = handed.inferredTypeName, index.classTypes.contains(held) { return true }
    guard let handedText = handed.typeText,
      let view = Self.enclosingGenericDeclaration(of: Syntax(call)),
      let constraints = Self.genericParameters(of: view)[handedText]
    else { return false }
    return constraints.contains { isClassBound($0, visited: []) }
  }

  /// Protocols and superclass constraints that make a generic value an object.
  private static let classBounds: Set<String> = [
    "AnyObject", "PersistentModel", "NSManagedObject", "NSObject", "Object",
  ]

  private func isClassBound(_ name: String, visited: Set<String>) -> Bool {
    if Self.classBounds.contains(name) || index.classTypes.contains(name) { return true }
    guard !visited.contains(name), let list = index.declarations[name],
      list.contains(where: { $0.kind == .protocol })
    else { return false }
    return list.flatMap(\.inheritedTypes).contains {
      isClassBound($0, visited: visited.union([name]))
    }
  }

  /// A type's generic parameters with the constraints written on them, in the parameter
  /// clause and the `where` clause (`T: A & B`, `where T: C`).
  static func genericParameters(of group: some DeclGroupSyntax) -> [String: [String]] {
    var result: [String: [String]] = [:]
    let clause: GenericParameterClauseSyntax?
    let whereClause: GenericWhereClauseSyntax?
    if let node = group.as(StructDeclSyntax.self) {
      clause = node.genericParameterClause
      whereClause = node.genericWhereClause
    } else if let node = group.as(ClassDeclSyntax.self) {
      clause = node.genericParameterClause
      whereClause = node.genericWhereClause
    } else {
      return [:]
    }
    for parameter in clause?.parameters ?? [] {
      result[parameter.name.text] = Self.constraintNames(parameter.inheritedType)
    }
    for requirement in whereClause?.requirements ?? [] {
      guard let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
        let name = conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text
      else { continue }
      result[name, default: []] += Self.constraintNames(conformance.rightType)
    }
    return result
  }

  /// `A & B` → `["A", "B"]`; `A` → `["A"]`.
  private static func constraintNames(_ type: TypeSyntax?) -> [String] {
    guard let type else { return [] }
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.compactMap { TypeNames.simpleName(of: $0.type) }
    }
    return TypeNames.simpleName(of: type).map { [$0] } ?? []
  }

  /// The struct or class declaring `node`.
  private static func enclosingGenericDeclaration(of node: Syntax) -> (any DeclGroupSyntax)? {
    var current = node.parent
    while let next = current {
      if next.is(StructDeclSyntax.self) || next.is(ClassDeclSyntax.self) {
        return next.asProtocol((any DeclGroupSyntax).self)
      }
      current = next.parent
    }
    return nil
  }

  func isStatelessAdapter(_ type: String, call: FunctionCallExprSyntax? = nil) -> Bool {
    for name in [type] + index.superclasses(of: type) {
      guard let declarations = index.declarations[name], !declarations.isEmpty else {
        return false
      }
      for declaration in declarations {
        for property in declaration.properties where !property.isStatic && property.isStored {
          guard property.wrapper == nil || property.wrapper == .published,
            !property.declaration.bindings.contains(where: {
              $0.initializer.map { Self.doesWork(Syntax($0.value)) } ?? false
            })
          else { return false }
          // A `var` (or `@Published var`) that nothing in the project writes after the object
          // is made holds what it was handed, like a `let`.
          if !property.isLet {
            guard
              !property.declaration.modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.lazy)
              })
            else { return false }
            // Written only through its members (`$wrapper.model.title` in a form), holding an
            // object the view handed it (a SwiftData record): the edits land in that object,
            // which the view keeps, so a new wrapper made from it loses nothing.
            if index.mayWrite(property.name, of: name, ignoringUncalledMethods: true) {
              guard let call, name == type,
                !index.mayWrite(
                  property.name, of: name, ignoringUncalledMethods: true, replacingOnly: true),
                handsReference(to: property, of: declaration, in: call)
              else { return false }
            }
          }
        }
        guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
          return false
        }
        for member in group.memberBlock.flattenedMembers {
          if member.is(DeinitializerDeclSyntax.self) { return false }
          if let initializer = member.as(InitializerDeclSyntax.self),
            let body = initializer.body,
            Self.doesWork(
              Syntax(body), values: Self.valueParameters(of: initializer),
              ownMethods: { [index] in index.functionDeclarations(named: $0, in: name) })
          {
            guard let call, name == type,
              !Self.doesWork(
                Syntax(body), ignoring: Self.omittedNilClosures(initializer, call),
                values: Self.valueParameters(of: initializer),
                ownMethods: { [index] in index.functionDeclarations(named: $0, in: name) })
            else { return false }
          }
        }
      }
    }
    return true
  }

  /// Whether code does more than store into the object's own properties and delegate
  /// (`self.init(…)`, `super.init(…)`): a call outside a closure (a closure stored is a
  /// value), or a write to anything but `self.x` / `x`.
  ///
  /// With `ownMethods` (the object's methods by name), a call of its own private method whose
  /// body does no work either (`setupLabels()` deriving display strings from what was stored)
  /// is not work; with `values` (parameters holding plain values, ``valueParameters(of:)``), a
  /// non-mutating call on one of them (`legend.opacity(0.2)`) is not either.
  static func doesWork(
    _ node: Syntax, ignoring ignoredCallees: Set<String> = [], values: Set<String> = [],
    ownMethods: ((String) -> [FunctionDeclSyntax])? = nil
  ) -> Bool {
    let finder = WorkFinder(viewMode: .sourceAccurate)
    finder.ignoredCallees = ignoredCallees
    finder.values = values
    finder.ownMethods = ownMethods
    finder.walk(node)
    return finder.found
  }

  /// The parameters of `initializer` declared of a plain value type (a number, string, date,
  /// colour or font: ``ProjectIndex/pureValueTypes`` and SwiftUI's value types).
  static func valueParameters(of initializer: InitializerDeclSyntax) -> Set<String> {
    var names: Set<String> = []
    for parameter in initializer.signature.parameterClause.parameters {
      guard let type = TypeNames.simpleName(of: parameter.type),
        ProjectIndex.pureValueTypes.contains(type) || swiftUIValueTypes.contains(type)
      else { continue }
      names.insert((parameter.secondName ?? parameter.firstName).text)
    }
    return names
  }

  /// SwiftUI values' methods that make another value (`tint.opacity(0.2)`, `font.bold()`).
  static let valueModifiers: Set<String> = [
    "opacity", "bold", "italic", "weight", "width", "leading", "monospaced", "monospacedDigit",
    "smallCaps", "mix",
  ]

  /// SwiftUI's plain value types.
  static let swiftUIValueTypes: Set<String> = [
    "Color", "Font", "Angle", "UnitPoint", "EdgeInsets", "Edge", "Alignment",
  ]

  /// The parameters of `initializer` that default to `nil` and that `call` leaves out, when the
  /// call selects it by its argument labels; empty otherwise.
  static func omittedNilClosures(
    _ initializer: InitializerDeclSyntax, _ call: FunctionCallExprSyntax
  ) -> Set<String> {
    guard call.trailingClosure == nil else { return [] }
    let labels = call.arguments.map { $0.label?.text ?? "_" }
    guard accepts(initializer, labels: labels) else { return [] }
    var names: Set<String> = []
    for parameter in initializer.signature.parameterClause.parameters
    where !labels.contains(parameter.firstName.text)
      && parameter.defaultValue?.value.is(NilLiteralExprSyntax.self) == true
    {
      names.insert((parameter.secondName ?? parameter.firstName).text)
    }
    return names
  }
}

/// Finds work in an initializer or a stored property's initial value: calls (other than
/// delegating to `self.init` / `super.init`), macro expansions, and assignments to anything but
/// the object's own stored properties or the code's own locals. Closures are values here and
/// are not entered. A trace printed to the console (`print(…)`, `debugPrint(…)`) is not work.
private final class WorkFinder: SyntaxVisitor {
  private(set) var found = false
  /// Bare names whose calls are not work (`reader?()` for a parameter that is `nil`).
  var ignoredCallees: Set<String> = []
  /// The locals the code declares so far.
  private var locals: Set<String> = []

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  /// Parameters holding plain values: a non-mutating call on one computes a value.
  var values: Set<String> = []
  /// The object's own methods by name, when known.
  var ownMethods: ((String) -> [FunctionDeclSyntax])?
  /// How many own methods deep this scan is.
  private var depth = 0

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if !Self.isDelegation(node.calledExpression), !isIgnored(node.calledExpression),
      !isValueConversion(node), !isValueMethodCall(node), !isIdleOwnMethodCall(node),
      !Self.isFreshValue(node)
    {
      found = true
    }
    return .visitChildren
  }

  /// `UUID()`, `Date()`: a new identifier or the current time, a value made on the spot that
  /// reads and changes nothing else.
  static func isFreshValue(_ node: FunctionCallExprSyntax) -> Bool {
    guard node.arguments.isEmpty, node.trailingClosure == nil,
      let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    return name == "UUID" || name == "Date"
  }

  /// `Double(record.kilos)`, `String(count)` (when the object's methods are known): a plain
  /// value made from another (not read from a file, `String(contentsOf:)`); or arithmetic.
  private func isValueConversion(_ node: FunctionCallExprSyntax) -> Bool {
    guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    // `abs(home - away)`, `max(0, total)`: the standard library's arithmetic.
    if ProjectIndex.pureFunctions.contains(name) { return true }
    guard ownMethods != nil, ProjectIndex.pureValueTypes.contains(name) else { return false }
    return !node.arguments.contains { $0.label?.text.hasPrefix("contentsOf") == true }
  }

  /// `legend.opacity(0.2)`, `name.uppercased()` on a parameter holding a plain value: a method
  /// known to make another value.
  private func isValueMethodCall(_ node: FunctionCallExprSyntax) -> Bool {
    guard !values.isEmpty, let (receiver, method) = SyntaxQueries.methodCall(node),
      let root = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return false }
    return values.contains(root)
      && (ProjectIndex.pureValueMethods.contains(method)
        || BodyEffectVisitor.valueModifiers.contains(method))
      && !BodyEffectVisitor.mutatingMethods.contains(method)
  }

  /// `setupLabels()` or `self.setupLabels()`: a private method of the object whose every
  /// declaration does no work either (two methods deep at most).
  private func isIdleOwnMethodCall(_ node: FunctionCallExprSyntax) -> Bool {
    guard let ownMethods, depth < 2 else { return false }
    let name: String
    if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      return false
    }
    guard !TypeNames.isTypeLike(name) else { return false }
    let functions = ownMethods(name)
    return !functions.isEmpty
      && functions.allSatisfy { function in
        guard let body = function.body,
          SyntaxQueries.accessLevel(function.modifiers) == .private
            || SyntaxQueries.accessLevel(function.modifiers) == .fileprivate
        else { return false }
        let inner = WorkFinder(viewMode: .sourceAccurate)
        inner.ownMethods = ownMethods
        inner.depth = depth + 1
        inner.walk(body)
        return !inner.found
      }
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    check(Syntax(node))
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    check(Syntax(node))
    return .visitChildren
  }

  private func check(_ node: Syntax) {
    guard let (lhs, _, isCompound) = SyntaxQueries.assignment(node) else { return }
    // Arithmetic on the code's own locals (`hours += 1` counting a duration down) is not work.
    if let name = lhs.as(DeclReferenceExprSyntax.self)?.baseName.text, locals.contains(name) {
      return
    }
    if isCompound || !Self.isOwnProperty(lhs) { found = true }
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    for binding in node.bindings {
      if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
        locals.insert(name)
      }
    }
    return .visitChildren
  }

  /// `reader()`, `reader?()`, `reader!()` for an ignored name.
  private func isIgnored(_ callee: ExprSyntax) -> Bool {
    if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name == "print" || name == "debugPrint"
    {
      return true
    }
    guard !ignoredCallees.isEmpty else { return false }
    var current = callee
    if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
    if let forced = current.as(ForceUnwrapExprSyntax.self) { current = forced.expression }
    guard let reference = current.as(DeclReferenceExprSyntax.self) else { return false }
    return ignoredCallees.contains(reference.baseName.text)
  }

  /// `self.init`, `super.init`.
  private static func isDelegation(_ callee: ExprSyntax) -> Bool {
    guard let member = callee.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`)
    else { return false }
    if member.base?.is(SuperExprSyntax.self) == true { return true }
    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind
      == .keyword(.self)
  }

  /// `x` or `self.x`.
  private static func isOwnProperty(_ lhs: ExprSyntax) -> Bool {
    if lhs.is(DeclReferenceExprSyntax.self) { return true }
    guard let member = lhs.as(MemberAccessExprSyntax.self) else { return false }
    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }
}
