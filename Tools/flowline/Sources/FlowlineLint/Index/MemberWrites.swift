import SwiftSyntax

/// One place where code writes a member: `ctx.width = w`, `self.items.append(x)`,
/// `$settings.isOn` (a binding that may write), `&model.count`, `count += 1`.
struct MemberWrite: Sendable {
  /// The member written (`width`).
  var member: String
  /// The path it is written through, root first: `["ctx"]`, `["self"]`, `["Store", "shared"]`;
  /// empty for a bare name (`count += 1`).
  var base: [String]
  /// The dotted path of the enclosing type or extension, `""` at the top level.
  var scope: String
  /// The module of the file; see ``ModuleMap``.
  var module = ""
  /// Written by an initializer directly into the object it makes (`self.width = width`), not
  /// in a closure: construction, not a later write.
  var isConstruction: Bool
  /// Named in a key path (`\.width`) that may be used to write: the type it is written on is
  /// unknown unless the key path names its root.
  var isKeyPath = false
  /// The root type a key path names (`Layout` in `\Layout.width`), for its first component.
  var keyPathRoot: String?
  /// The method of the enclosing type whose body (or a closure or local function in it) holds
  /// the write; `nil` in an initializer, an accessor or outside any method.
  var method: String?
  /// Not a write but a call of (or a reference to) the method `member`: `holder.flip()`,
  /// `action: holder.flip`, `flip()`. Recorded so that a method nothing calls can be told.
  var isCall = false
  /// Written through its own members (`state` in `state.isShown = true`, `model.state.isShown
  /// = true`): a value it holds changes in place, it is not given a new value — for an object,
  /// the same object stays.
  var isThroughMembers = false
}

/// A construction of a type by name (`Form(store: model)`) and the argument labels it passes.
struct ConstructionSite: Sendable {
  /// The name constructed (`Form`).
  var type: String
  /// The labels of its arguments (`["store"]`).
  var labels: Set<String>
}

/// Finds every member write of a file, in one walk.
final class MemberWriteScanner: SyntaxVisitor {
  private var scope: [String] = [] {
    didSet { scopeName = scope.joined(separator: ".") }
  }
  /// `scope` joined with dots, kept as the walk enters and leaves types (every call records
  /// it).
  private var scopeName = ""
  private var initializerDepth = 0
  private var closureDepthInInitializer = 0
  /// The enclosing method of each type being walked (`nil` outside methods).
  private var methods: [String?] = [nil]
  private(set) var writes: [MemberWrite] = []
  /// The argument labels of every construction by type name outside preview scaffolding
  /// (`Form(store: model)` → `Form`, `["store"]`; also `Form.init(…)`).
  private(set) var constructions: [ConstructionSite] = []
  /// How many preview scaffolds (`#Preview`, a `PreviewProvider`) enclose the walk.
  private var previewDepth = 0

  /// The file's member writes and constructions, in one walk.
  static func scan(_ tree: SourceFileSyntax) -> (
    writes: [MemberWrite], constructions: [ConstructionSite]
  ) {
    let scanner = MemberWriteScanner(viewMode: .sourceAccurate)
    scanner.walk(tree)
    return (scanner.writes, scanner.constructions)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if SyntaxQueries.isPreviewScaffold(Syntax(node)) { previewDepth += 1 }
    return enter(node.name.text)
  }
  override func visitPost(_ node: StructDeclSyntax) {
    if SyntaxQueries.isPreviewScaffold(Syntax(node)) { previewDepth -= 1 }
    exit()
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if SyntaxQueries.isPreviewScaffold(Syntax(node)) { previewDepth += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: MacroExpansionDeclSyntax) {
    if SyntaxQueries.isPreviewScaffold(Syntax(node)) { previewDepth -= 1 }
  }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if SyntaxQueries.isPreviewScaffold(Syntax(node)) { previewDepth += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: MacroExpansionExprSyntax) {
    if SyntaxQueries.isPreviewScaffold(Syntax(node)) { previewDepth -= 1 }
  }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
  }
  override func visitPost(_ node: ClassDeclSyntax) { exit() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
  }
  override func visitPost(_ node: ActorDeclSyntax) { exit() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
  }
  override func visitPost(_ node: EnumDeclSyntax) { exit() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.extendedType.trimmedDescription)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { exit() }

  private func enter(_ name: String) -> SyntaxVisitorContinueKind {
    scope.append(name)
    methods.append(nil)
    return .visitChildren
  }

  private func add(_ write: MemberWrite) {
    var write = write
    write.method = methods.last ?? nil
    writes.append(write)
  }

  private func exit() {
    scope.removeLast()
    methods.removeLast()
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.is(MemberBlockItemSyntax.self) == true { methods.append(node.name.text) }
    return .visitChildren
  }
  override func visitPost(_ node: FunctionDeclSyntax) {
    if node.parent?.is(MemberBlockItemSyntax.self) == true { methods.removeLast() }
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    initializerDepth += 1
    return .visitChildren
  }
  override func visitPost(_ node: InitializerDeclSyntax) { initializerDepth -= 1 }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    if initializerDepth > 0 { closureDepthInInitializer += 1 }
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) {
    if initializerDepth > 0 { closureDepthInInitializer -= 1 }
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let (lhs, _, _) = SyntaxQueries.assignment(Syntax(node)) { record(lhs) }
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if let (lhs, _, _) = SyntaxQueries.assignment(Syntax(node)) { record(lhs) }
    return .visitChildren
  }

  override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
    record(node.expression)
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if previewDepth == 0, let type = TypeNames.typeName(ofCallee: node.calledExpression) {
      constructions.append(
        ConstructionSite(
          type: type, labels: Set(node.arguments.compactMap { $0.label?.text })))
    }
    if let (receiver, method) = SyntaxQueries.methodCall(node),
      BodyEffectVisitor.mutatingMethods.contains(method)
    {
      record(receiver)
    }
    recordCall(node.calledExpression)
    return .visitChildren
  }

  /// `holder.flip()`, `flip()`, or a method handed on unapplied (`action: holder.flip`,
  /// `let run = holder.flip`): a use of the method `flip` through the path before it.
  private func recordCall(_ callee: ExprSyntax) {
    var current = TypeNames.unwrapEffects(callee)
    if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
    if let reference = current.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      guard let first = name.first, first.isLowercase || first == "_" else { return }
      add(
        MemberWrite(
          member: name, base: [], scope: scopeName, isConstruction: false,
          isCall: true))
      return
    }
    guard let member = current.as(MemberAccessExprSyntax.self) else { return }
    let name = member.declName.baseName.text
    guard let first = name.first, first.isLowercase || first == "_" else { return }
    var path: [String] = []
    var base = member.base.map { TypeNames.unwrapEffects($0) }
    while let node = base {
      if let access = node.as(MemberAccessExprSyntax.self) {
        path.append(access.declName.baseName.text)
        base = access.base
      } else if let optional = node.as(OptionalChainingExprSyntax.self) {
        base = optional.expression
      } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
        base = forced.expression
      } else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
        // `sessions[i].isPlaying.toggle()`: told by the element's member, as writes are.
        base = subscriptCall.calledExpression
      } else if let reference = node.as(DeclReferenceExprSyntax.self) {
        path.append(reference.baseName.text)
        base = nil
      } else if node.is(SuperExprSyntax.self) {
        path.append("self")
        base = nil
      } else {
        path = ["()"]
        base = nil
      }
    }
    // `.flip()` with no base: an implicit member of a contextual type, not told here.
    if member.base == nil { path = ["()"] }
    add(
      MemberWrite(
        member: name, base: path.reversed(), scope: scopeName,
        isConstruction: false, isCall: true))
  }

  /// `$settings.isOn`: a binding to a member, which may write it; `$0.name` reads a closure's
  /// anonymous parameter and binds nothing. `action: holder.flip`: a method handed on, which
  /// may be called.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.is(LabeledExprSyntax.self) == true
      || node.parent?.is(InitializerClauseSyntax.self) == true
    {
      recordCall(ExprSyntax(node))
    }
    if let root = node.base?.as(DeclReferenceExprSyntax.self),
      root.baseName.text.hasPrefix("$"), root.baseName.text.count > 1,
      root.baseName.text.dropFirst().first?.isNumber == false
    {
      // The whole path bound (`$model.state.isShown`): `state` is written through its member.
      var bound = node
      while let outer = bound.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == bound.id {
        bound = outer
      }
      record(ExprSyntax(bound))
    }
    return .visitChildren
  }

  /// `\.width`, `\Layout.width`: a key path may be handed to code that writes through it
  /// (`assign(to:on:)`, a `ReferenceWritableKeyPath` parameter), unless it is used where only
  /// reads happen.
  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
    guard !Self.isReadOnlyUse(node) else { return .skipChildren }
    let root = node.root.flatMap { TypeNames.simpleName(of: $0) }
    for (position, component) in node.components.enumerated() {
      guard case .property(let property) = component.component else { continue }
      add(
        MemberWrite(
          member: property.declName.baseName.text, base: [], scope: scopeName,
          isConstruction: false, isKeyPath: true, keyPathRoot: position == 0 ? root : nil))
    }
    return .visitChildren
  }

  /// Functions that only read through the key paths they are given.
  private static let keyPathReaders: Set<String> = [
    "map", "compactMap", "flatMap", "sorted", "sort", "filter", "min", "max", "first", "last",
    "contains", "allSatisfy", "firstIndex", "lastIndex", "KeyPathComparator", "SortDescriptor",
    "Environment", "FetchRequest", "Query",
  ]

  /// `@Environment(\.x)`, `.environment(\.x, value)` (an environment key, not an object's
  /// member), `ForEach(items, id: \.id)`, `items.map(\.name)`, `sorted(using:
  /// KeyPathComparator(\.date))`.
  private static func isReadOnlyUse(_ keyPath: KeyPathExprSyntax) -> Bool {
    guard let argument = keyPath.parent?.as(LabeledExprSyntax.self) else { return false }
    if argument.label?.text == "id" { return true }
    if argument.parent?.parent?.is(AttributeSyntax.self) == true { return true }
    guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let name = SyntaxQueries.calleeName(call.calledExpression)
    else { return false }
    if name == "environment", call.arguments.first?.id == argument.id { return true }
    return keyPathReaders.contains(name)
  }

  /// Records a write of every member along a path: `a.b.c = x` writes `c` of `a.b` and `b` of
  /// `a` (a value held in `b` changes with it).
  private func record(_ expression: ExprSyntax) {
    var current = TypeNames.unwrapEffects(expression)
    var members: [String] = []
    let enclosing = scopeName
    while true {
      if let member = current.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return }
        members.append(member.declName.baseName.text)
        current = base
      } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let optional = current.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else {
        break
      }
    }
    members.reverse()
    var root: String
    if let reference = current.as(DeclReferenceExprSyntax.self) {
      root = reference.baseName.text
    } else if current.is(SuperExprSyntax.self) {
      root = "self"
    } else {
      // `make().value = 1`: written on something a call returns, of a type not told here.
      for member in members {
        add(
          MemberWrite(member: member, base: ["()"], scope: enclosing, isConstruction: false))
      }
      return
    }
    if root.hasPrefix("$") || root.hasPrefix("_") { root.removeFirst() }
    let path = [root] + members
    let construction = initializerDepth > 0 && closureDepthInInitializer == 0
    // The bare name itself (`count += 1`, or `point` in `point.x = 1`).
    if root != "self" {
      add(
        MemberWrite(
          member: root, base: [], scope: enclosing, isConstruction: construction,
          isThroughMembers: !members.isEmpty))
    }
    for position in members.indices {
      add(
        MemberWrite(
          member: members[position], base: Array(path[...position]), scope: enclosing,
          isConstruction: construction && root == "self" && position == 0,
          isThroughMembers: position < members.count - 1))
    }
  }
}

extension ProjectIndex {
  /// Whether code anywhere in the project may write the instance member `member` of the class
  /// `type` after making it: an assignment, a mutating call, an `inout` or a binding through a
  /// path whose type is `type` (or a class or protocol it is or conforms to), or whose type
  /// cannot be told (a local, a call's result, a key path) — unless the path ends in a
  /// property the project declares, typed, never as `type`'s family (`group.gradient.start`
  /// writes a `Gradient`'s member). Writes an initializer makes into the object it is making,
  /// writes to other types' members of the same name and a type's own bare names outside
  /// `type` are not. Without the scan (`memberWrites == nil`), every member
  /// counts as written.
  ///
  /// With `ignoringUncalledMethods`, a write in a method of `type` (or of a class it inherits
  /// from) that nothing in the project calls or hands on (``mayCall(_:of:)``), and that no
  /// framework calls either (see ``isOnlyProjectCalled(_:of:)``), does not count: it never runs.
  ///
  /// With `replacingOnly`, writes through the member's own members (`state.isShown = true`)
  /// do not count: only a new value given to the member itself (for an object held there, a
  /// different object) does.
  func mayWrite(
    _ member: String, of type: String, ignoringUncalledMethods: Bool = false,
    replacingOnly: Bool = false
  ) -> Bool {
    guard let memberWrites else { return true }
    let family = Set([type] + superclasses(of: type)).union(projectProtocols(of: type))
    var uncalled: [String: Bool] = [:]
    for write in memberWrites[member] ?? []
    where !write.isConstruction && !write.isCall && !(replacingOnly && write.isThroughMembers) {
      if ignoringUncalledMethods, let method = write.method,
        let enclosing = enclosingType(write), family.contains(enclosing)
      {
        if uncalled[method] == nil {
          uncalled[method] =
            isOnlyProjectCalled(method, of: enclosing) && !mayCall(method, of: type)
        }
        if uncalled[method] == true { continue }
      }
      if write.isKeyPath {
        if let root = write.keyPathRoot {
          let named = resolve(root, inModule: write.module, scope: write.scope)
          if !isInFamily(named, of: type, family) { continue }
        }
        return true
      }
      let enclosing = enclosingType(write)
      if write.base.isEmpty {
        // A bare name: the enclosing type's own member, a local or a global.
        if let enclosing, isInFamily(enclosing, of: type, family) { return true }
        continue
      }
      guard let holder = baseType(write, enclosing: enclosing) else {
        // `group.gradient.start = …` through a local: a path ending in a property the project
        // declares holds that property's declared type; when every such declaration is typed
        // and none is of `type`'s family, the write is some other type's.
        if write.base.count > 1, let last = write.base.last,
          !Self.libraryAccessors.contains(last),
          let holders = declaredTypes(ofPropertiesNamed: last),
          !holders.contains(where: { isInFamily($0, of: type, family) })
        {
          continue
        }
        return true
      }
      if isInFamily(holder, of: type, family) { return true }
    }
    return false
  }

  /// Whether the instance member `member` of `type` changes only with the object's own setup
  /// or another of its properties: every write after construction is through `self` or a bare
  /// name inside `type`, in an initializer or accessor, or in a `private` (or `fileprivate`)
  /// method of `type` that nothing but `type`'s initializers and accessors call
  /// (`updateCurrentBundle()`, run by `init` and by the language's `didSet`). No key path, no
  /// binding and no other type writes it. Without the project's write records, `false`.
  func isWrittenOnlyBySetupOrObservers(_ member: String, of type: String) -> Bool {
    guard let memberWrites else { return false }
    var methods: Set<String> = []
    for write in memberWrites[member] ?? [] where !write.isConstruction && !write.isCall {
      let enclosing = enclosingType(write)
      guard !write.isKeyPath, write.base.isEmpty || write.base == ["self"] else {
        // Another type's member of the same name is not this one.
        if !write.isKeyPath, let enclosing, let holder = baseType(write, enclosing: enclosing),
          holder != type, !superclasses(of: holder).contains(type)
        {
          continue
        }
        return false
      }
      guard let enclosing else { continue }  // a global of that name
      guard enclosing == type else {
        if superclasses(of: enclosing).contains(type) { return false }
        continue
      }
      if let method = write.method { methods.insert(method) }
    }
    for method in methods {
      guard declaresPrivately(method, in: type), isOnlyProjectCalled(method, of: type) else {
        return false
      }
      for call in memberWrites[method] ?? [] where call.isCall {
        guard call.method == nil, call.base.isEmpty || call.base == ["self"],
          enclosingType(call) == type
        else { return false }
      }
    }
    return true
  }

  /// Whether `type` declares a method `method`, and each declaration of it is `private` or
  /// `fileprivate`.
  private func declaresPrivately(_ method: String, in type: String) -> Bool {
    var found = false
    for declaration in declarations[type] ?? [] {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { continue }
      for member in group.memberBlock.flattenedMembers {
        guard let function = member.as(FunctionDeclSyntax.self), function.name.text == method
        else { continue }
        guard
          function.modifiers.contains(where: {
            $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
          })
        else { return false }
        found = true
      }
    }
    return found
  }

  /// Whether code anywhere in the project may call the method `method` of `type`, or hand it
  /// on unapplied: through a path whose type is `type` or related to it, whose type cannot be
  /// told, or by a bare name inside the type's family. A path ending in a property the project
  /// declares (`settings.isOn.flip()`) holds that property's declared type; when every such
  /// declaration is typed and none is of `type`'s family, the call is some other type's.
  func mayCall(_ method: String, of type: String) -> Bool {
    guard let memberWrites else { return true }
    let family = Set([type] + superclasses(of: type)).union(projectProtocols(of: type))
    for call in memberWrites[method] ?? [] where call.isCall {
      let enclosing = enclosingType(call)
      if call.base.isEmpty {
        if let enclosing, isInFamily(enclosing, of: type, family) { return true }
        continue
      }
      if let holder = baseType(call, enclosing: enclosing) {
        if isInFamily(holder, of: type, family) { return true }
        continue
      }
      guard call.base.count > 1, let last = call.base.last,
        !Self.libraryAccessors.contains(last),
        let holders = declaredTypes(ofPropertiesNamed: last)
      else { return true }
      if holders.contains(where: { isInFamily($0, of: type, family) }) { return true }
    }
    return false
  }

  /// Members that library collections, optionals and wrappers provide (`items.first?.flip()`):
  /// a path ending in one holds whatever the library type wraps, not the project's property of
  /// that name.
  static let libraryAccessors: Set<String> = [
    "first", "last", "wrappedValue", "projectedValue", "value", "pointee", "element", "object",
    "base", "some",
  ]

  /// The declared types of every stored or computed property named `name` in the project, or
  /// `nil` when there is none or one has no type told.
  private func declaredTypes(ofPropertiesNamed name: String) -> [String]? {
    var types: [String] = []
    for property in propertiesByName[name] ?? [] {
      guard let type = property.inferredTypeName ?? environmentModelType(of: property)
      else { return nil }
      types.append(type)
    }
    return types.isEmpty ? nil : types
  }

  /// Whether only the project can call `method` of `type`: it is not an `override`, not
  /// `@objc`, `@IBAction` or otherwise attributed, and `type` (and the classes above it)
  /// conforms to nothing but project protocols that do not require a method of that name and a
  /// few library protocols with no method requirements a framework calls. A delegate callback
  /// or an overridden framework method runs though the project never calls it.
  func isOnlyProjectCalled(_ method: String, of type: String) -> Bool {
    for owner in [type] + superclasses(of: type) {
      for declaration in declarations[owner] ?? [] {
        if let group = declaration.node.asProtocol((any DeclGroupSyntax).self),
          Self.hasFrameworkEntry(method, in: group)
        {
          return false
        }
        for inherited in declaration.inheritedTypes
        where !Self.requirementFreeProtocols.contains(inherited)
          && !superclasses(of: type)
            .contains(inherited)
        {
          guard declarations[inherited]?.contains(where: { $0.kind == .protocol }) == true,
            !(declarations[inherited] ?? []).contains(where: {
              $0.methods.contains { $0.name == method }
            })
          else { return false }
        }
      }
    }
    return true
  }

  /// Library protocols whose conformers the framework does not call by method name.
  static let requirementFreeProtocols: Set<String> = [
    "ObservableObject", "Observable", "Identifiable", "Equatable", "Hashable", "Sendable",
    "CustomStringConvertible", "AnyObject", "NSObject",
  ]

  /// Whether a type declares `method` with `override` or an attribute (`@objc`, `@IBAction`).
  private static func hasFrameworkEntry(_ method: String, in group: some DeclGroupSyntax) -> Bool {
    group.memberBlock.members.contains { item in
      guard let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == method
      else { return false }
      return !function.attributes.isEmpty
        || function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }
  }

  private func isInFamily(_ candidate: String, of type: String, _ family: Set<String>) -> Bool {
    family.contains(candidate) || superclasses(of: candidate).contains(type)
  }

  private func enclosingType(_ write: MemberWrite) -> String? {
    guard !write.scope.isEmpty else { return nil }
    let components = write.scope.split(separator: ".").map(String.init)
    guard let last = components.last else { return nil }
    let outer = components.dropLast().joined(separator: ".")
    return resolve(last, inModule: write.module, scope: outer)
  }

  /// The type the path before the written member holds, as far as declared types tell.
  private func baseType(_ write: MemberWrite, enclosing: String?) -> String? {
    guard let root = write.base.first, root != "()" else { return nil }
    var current: String?
    var steps = write.base.dropFirst()
    if root == "self" {
      current = enclosing
    } else if TypeNames.isTypeLike(root) {
      current = resolve(root, inModule: write.module, scope: write.scope)
      // `Store.shared.flag`: the static member's type; `Store.flag`: a static, not an instance.
      guard let first = steps.first else { return nil }
      current = current.flatMap { memberType(first, of: $0) }
      steps = steps.dropFirst()
    } else if let enclosing {
      current = memberType(root, of: enclosing)
    }
    for step in steps {
      guard let holder = current else { return nil }
      current = memberType(step, of: holder)
    }
    return current
  }

  /// The declared type of a property of a type or of the classes it inherits from.
  private func memberType(_ name: String, of type: String) -> String? {
    for owner in [type] + superclasses(of: type) {
      if let property = property(name, of: owner) {
        return property.inferredTypeName ?? environmentModelType(of: property)
      }
    }
    return nil
  }
}
