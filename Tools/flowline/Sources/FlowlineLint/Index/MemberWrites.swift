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
  /// in a closure: construction, not a later write. For a call (`isCall`): made directly by an
  /// initializer.
  var isConstruction: Bool
  /// Named in a key path (`\.width`) that may be used to write: the type it is written on is
  /// unknown unless the key path names its root.
  var isKeyPath = false
  /// The root type a key path names (`Layout` in `\Layout.width`), for its first component.
  var keyPathRoot: String?
  /// The method of the enclosing type whose body (or a closure or local function in it) holds
  /// the write; `nil` in an initializer, an accessor or outside any method.
  var method: String?
  /// Made inside a closure (a `Task`, a completion handler): it may run later, after the
  /// enclosing method or initializer returns.
  var inClosure = false
  /// Not a write but a call of (or a reference to) the method `member`: `holder.flip()`,
  /// `action: holder.flip`, `flip()`. Recorded so that a method nothing calls can be told.
  var isCall = false
  /// Written through its own members (`state` in `state.isShown = true`, `model.state.isShown
  /// = true`): a value it holds changes in place, it is not given a new value — for an object,
  /// the same object stays.
  var isThroughMembers = false
  /// The type of the local or parameter the path starts from, when its declaration tells
  /// (`let profile = UserProfile(context: c)`, `let p: UserProfile`, `func f(p: UserProfile)`,
  /// `let user = try decoder.decode(Steam.self, from: data)`), as a type and the members read
  /// from it (`var profile = user.profile` → `["Steam", "profile"]`).
  var rootType: [String]?
  /// A method handed on unapplied as an argument (`action: holder.flip`), which may also be a
  /// property read (`data: chart.data`): recorded as a call, told apart here.
  var isReference = false
  /// For a binding handed to a construction (`ItemView(id: $model.item0)`): the type built
  /// and the argument's label; the write happens only if that view writes the property.
  var boundInto: (type: String, label: String)?
  /// For a write: the argument labels of the enclosing method (`["_"]` for `data(_:)`).
  var methodLabels: [String]?
  /// For a call: its argument labels (`["forKey"]` for `data(forKey:)`), `nil` when not told
  /// (a trailing closure, a reference without argument names).
  var callLabels: [String]?
}

/// A construction of a type by name (`Form(store: model)`) and the argument labels it passes.
struct ConstructionSite: Sendable {
  /// The name constructed (`Form`).
  var type: String
  /// The labels of its arguments (`["store"]`).
  var labels: Set<String>
  /// The construction is the initial value of a class's stored instance property or of a
  /// static stored property (`private var routerView = RouterView()` in a manager), or part of
  /// a `@State` property's initial value outside any closure: made once per holder and kept,
  /// not again on every render.
  var isHeld = false
}

/// A type name written somewhere (`Form(…)`, `Form.init`, `[Form]`, `extension Form`) and the
/// outermost type (or extension) the mention is inside: `""` at file scope.
struct TypeMention: Hashable, Sendable {
  /// The name written (`Form`; the last component of `Outer.Form`).
  var name: String
  /// The outermost enclosing type's name as written (`Sheet` for a mention inside
  /// `Sheet.Row`), `""` at file scope (top-level functions, `#Preview`, `@main` code).
  var scope: String
  /// The method the name is written in, of the innermost type (or extension) around it
  /// (`popup` for a modifier made in `extension View { func popup(…) }`), `""` outside methods
  /// and in previews.
  var method = ""

  /// Whether `name` is spelled like a type: capitalized after any leading underscores
  /// (`Form`, `_FormPreview`).
  static func isTypeLike(_ name: String) -> Bool {
    TypeNames.isTypeLike(String(name.drop { $0 == "_" }))
  }
}

/// Finds every member write of a file, its constructions and the type names it writes, in
/// one walk.
final class MemberWriteScanner: SyntaxVisitor {
  private var scope: [String] = [] {
    didSet {
      scopeName = scope.joined(separator: ".")
      outerScope = scope.first.map { String($0.prefix { $0 != "." && $0 != "<" }) } ?? ""
    }
  }
  /// The outermost type the walk is in, as written (`Sheet` for `extension Sheet.Row`), `""`
  /// at file scope; kept as the walk enters and leaves types (every type mention records it).
  private var outerScope = ""
  /// `scope` joined with dots, kept as the walk enters and leaves types (every call records
  /// it).
  private var scopeName = ""
  private var initializerDepth = 0
  private var closureDepthInInitializer = 0
  /// How many closures enclose the walk.
  private var closureDepth = 0
  /// The enclosing method of each type being walked (`nil` outside methods).
  private var methods: [(name: String, labels: [String])?] = [nil]
  private(set) var writes: [MemberWrite] = []
  /// The argument labels of every construction by type name outside preview scaffolding
  /// (`Form(store: model)` → `Form`, `["store"]`; also `Form.init(…)`).
  private(set) var constructions: [ConstructionSite] = []
  /// Every capitalized name the file writes as an expression or a type, with the outermost
  /// type it is written in; see ``TypeMention``.
  private(set) var typeMentions: Set<TypeMention> = []
  /// How many preview scaffolds (`#Preview`, a `PreviewProvider`) enclose the walk.
  private var previewDepth = 0
  /// The names of the functions the file declares: a bare one handed on as an argument is a
  /// method reference.
  private var methodNames: Set<String> = []

  /// The file's member writes, constructions and type mentions, in one walk.
  static func scan(_ tree: SourceFileSyntax) -> (
    writes: [MemberWrite], constructions: [ConstructionSite], typeMentions: Set<TypeMention>
  ) {
    let scanner = MemberWriteScanner(viewMode: .sourceAccurate)
    let functions = FunctionNameCollector(viewMode: .sourceAccurate)
    functions.walk(tree)
    scanner.methodNames = functions.names
    scanner.walk(tree)
    return (scanner.writes, scanner.constructions, scanner.typeMentions)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    mention(node.baseName.text)
    // `ForEach(items, content: row)`, `.sheet(isPresented: $shown, content: sheetBody)`: a
    // method of the type handed on unapplied, which the callee may call (a name that is also a
    // property reads it; see ``ProjectIndex/mayWrite(_:of:ignoringUncalledMethods:)``).
    if node.parent?.is(LabeledExprSyntax.self) == true, node.argumentNames == nil,
      methodNames.contains(node.baseName.text)
    {
      recordCall(ExprSyntax(node), isReference: true)
    }
    return .visitChildren
  }
  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    mention(node.name.text)
    return .visitChildren
  }
  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    mention(node.name.text)
    return .visitChildren
  }

  /// Records a capitalized name with the outermost type the walk is in; a preview scaffold
  /// (`#Preview`, a `PreviewProvider`, even nested in the view it shows) renders what it
  /// names, so a name written there counts as written at file scope.
  private func mention(_ name: String) {
    guard TypeMention.isTypeLike(name) else { return }
    let method = previewDepth > 0 ? "" : (methods.last ?? nil)?.name ?? ""
    typeMentions.insert(
      TypeMention(name: name, scope: previewDepth > 0 ? "" : outerScope, method: method))
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
    let method = methods.last ?? nil
    write.method = method?.name
    write.methodLabels = method?.labels
    write.inClosure = closureDepth > 0
    writes.append(write)
  }

  private func exit() {
    scope.removeLast()
    methods.removeLast()
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.is(MemberBlockItemSyntax.self) == true {
      methods.append(
        (node.name.text, node.signature.parameterClause.parameters.map(\.firstName.text)))
    }
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
    closureDepth += 1
    return .visitChildren
  }
  override func visitPost(_ node: ClosureExprSyntax) {
    if initializerDepth > 0 { closureDepthInInitializer -= 1 }
    closureDepth -= 1
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
          type: type, labels: Set(node.arguments.compactMap { $0.label?.text }),
          isHeld: Self.isHeldValue(node)))
    }
    if let (receiver, method) = SyntaxQueries.methodCall(node),
      BodyEffectVisitor.mutatingMethods.contains(method)
    {
      record(receiver)
    }
    let labels =
      node.trailingClosure == nil ? node.arguments.map { $0.label?.text ?? "_" } : nil
    recordCall(node.calledExpression, labels: labels)
    return .visitChildren
  }

  /// Whether `call` is the whole initial value of a stored property kept by a class instance
  /// or by a type (`static let`), not of a struct's, which is made again with the struct — or
  /// part of a `@State` property's initial value, which SwiftUI keeps from the first time.
  static func isHeldValue(_ call: FunctionCallExprSyntax) -> Bool {
    if isInStateInitialValue(call) { return true }
    guard let clause = call.parent?.as(InitializerClauseSyntax.self),
      let binding = clause.parent?.as(PatternBindingSyntax.self), binding.accessorBlock == nil,
      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
      let member = variable.parent?.as(MemberBlockItemSyntax.self),
      let block = member.parent?.parent?.as(MemberBlockSyntax.self)
    else { return false }
    if SyntaxQueries.isStatic(variable.modifiers) { return true }
    return block.parent?.is(ClassDeclSyntax.self) == true
      || block.parent?.is(ActorDeclSyntax.self) == true
  }

  /// Whether `call` is part of the initial value of a `@State` property (`@State var tools =
  /// [Tool(view: AnyView(Scanner()))]`), outside any closure: SwiftUI keeps the first value it
  /// is given for the life of the view, so what it holds is made once and kept.
  static func isInStateInitialValue(_ call: FunctionCallExprSyntax) -> Bool {
    var current = Syntax(call)
    while let parent = current.parent {
      if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockSyntax.self)
        || parent.is(AccessorBlockSyntax.self) || parent.is(MemberBlockSyntax.self)
      {
        return false
      }
      if let clause = parent.as(InitializerClauseSyntax.self) {
        guard let variable = clause.parent?.parent?.parent?.as(VariableDeclSyntax.self) else {
          return false
        }
        return variable.attributes.contains {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State"
        }
      }
      current = parent
    }
    return false
  }

  /// `holder.flip()`, `flip()`, or a method handed on unapplied (`action: holder.flip`,
  /// `let run = holder.flip`): a use of the method `flip` through the path before it, with
  /// the argument labels when they are told (`labels`, or spelled in a reference:
  /// `userDefaults.data(forKey:)`).
  private func recordCall(
    _ callee: ExprSyntax, labels: [String]? = nil, isReference: Bool = false
  ) {
    var current = TypeNames.unwrapEffects(callee)
    if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
    if let reference = current.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      guard let first = name.first, first.isLowercase || first == "_" else { return }
      var call = MemberWrite(
        member: name, base: [], scope: scopeName,
        isConstruction: initializerDepth > 0 && closureDepthInInitializer == 0, isCall: true)
      call.callLabels = labels ?? Self.spelledLabels(reference)
      call.isReference = isReference
      add(call)
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
    var call = MemberWrite(
      member: name, base: path.reversed(), scope: scopeName,
      isConstruction: initializerDepth > 0 && closureDepthInInitializer == 0, isCall: true)
    call.callLabels = labels ?? Self.spelledLabels(member.declName)
    call.isReference = isReference
    add(call)
  }

  /// `$settings.isOn`: a binding to a member, which may write it; `$0.name` reads a closure's
  /// anonymous parameter and binds nothing. `action: holder.flip`: a method handed on, which
  /// may be called.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.parent?.is(LabeledExprSyntax.self) == true
      || node.parent?.is(InitializerClauseSyntax.self) == true
    {
      recordCall(ExprSyntax(node), isReference: true)
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

  /// The argument labels a reference spells (`data(forKey:)` → `["forKey"]`), if any.
  private static func spelledLabels(_ reference: DeclReferenceExprSyntax) -> [String]? {
    reference.argumentNames.map { names in names.arguments.map(\.name.text) }
  }

  /// `\.width`, `\Layout.width`: a key path may be handed to code that writes through it
  /// (`assign(to:on:)`, a `ReferenceWritableKeyPath` parameter), unless it is used where only
  /// reads happen.
  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
    guard !Self.isReadOnlyUse(node) else { return .skipChildren }
    let root = node.root.flatMap { TypeNames.simpleName(of: $0) } ?? siblingRoot(of: node)
    for (position, component) in node.components.enumerated() {
      guard case .property(let property) = component.component else { continue }
      add(
        MemberWrite(
          member: property.declName.baseName.text, base: [], scope: scopeName,
          isConstruction: false, isKeyPath: true, keyPathRoot: position == 0 ? root : nil))
    }
    return .visitChildren
  }

  /// The type of the object a rootless key path is handed beside (`setIfNotEqual(entity:
  /// translation, path: \.heroID, …)`, `assign(to: \.items, on: self)`): the call's other
  /// argument that is `self` or a local or parameter whose declaration names its type.
  private func siblingRoot(of keyPath: KeyPathExprSyntax) -> String? {
    guard let argument = keyPath.parent?.as(LabeledExprSyntax.self),
      let list = argument.parent?.as(LabeledExprListSyntax.self)
    else { return nil }
    for other in list where other.id != argument.id {
      guard let reference = other.expression.as(DeclReferenceExprSyntax.self) else { continue }
      let name = reference.baseName.text
      if reference.baseName.tokenKind == .keyword(.self) {
        return scope.last.map { String($0.split(separator: ".").last ?? "") }
      }
      if !TypeNames.isTypeLike(name),
        let path = Self.localType(of: name, before: Syntax(other)), path.count == 1
      {
        return path[0]
      }
    }
    return nil
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
    let isBinding = root.hasPrefix("$")
    if root.hasPrefix("$") || root.hasPrefix("_") { root.removeFirst() }
    let path = [root] + members
    let construction = initializerDepth > 0 && closureDepthInInitializer == 0
    let rootType =
      root == "self" || TypeNames.isTypeLike(root) || members.isEmpty
      ? nil : Self.localType(of: root, before: Syntax(expression))
    let boundInto = isBinding ? Self.construction(receiving: expression) : nil
    // The bare name itself (`count += 1`, or `point` in `point.x = 1`).
    if root != "self" {
      add(
        MemberWrite(
          member: root, base: [], scope: enclosing, isConstruction: construction,
          isThroughMembers: !members.isEmpty))
    }
    for position in members.indices {
      var write = MemberWrite(
        member: members[position], base: Array(path[...position]), scope: enclosing,
        isConstruction: construction && root == "self" && position == 0,
        isThroughMembers: position < members.count - 1)
      write.rootType = rootType
      if position == members.count - 1 { write.boundInto = boundInto }
      add(write)
    }
  }

  /// The type a local or parameter named `name` is declared with, seen from `node`: a
  /// `let`/`var` of an enclosing code block before `node` (annotated, or made by a
  /// construction or a static member: `let p = UserProfile(context: c)`, `= Store.shared`),
  /// or a parameter of the enclosing function or initializer. `nil` when none tells.
  static func localType(of name: String, before node: Syntax, depth: Int = 0) -> [String]? {
    var current = node
    while let parent = current.parent {
      if let list = parent.as(CodeBlockItemListSyntax.self) {
        for item in list {
          if item.position >= current.position { break }
          guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let annotation = binding.typeAnnotation?.type {
              return TypeNames.simpleName(of: annotation).map { [$0] }
            }
            guard let value = binding.initializer?.value else { return nil }
            return valueType(value, at: Syntax(item), depth: depth)
          }
        }
      }
      if let function = parent.as(FunctionDeclSyntax.self) {
        return parameterType(name, in: function.signature.parameterClause)
      }
      if let initializer = parent.as(InitializerDeclSyntax.self) {
        return parameterType(name, in: initializer.signature.parameterClause)
      }
      if parent.is(ClosureExprSyntax.self) || parent.is(MemberBlockSyntax.self) { return nil }
      current = parent
    }
    return nil
  }

  /// The type a local's initial value has, as far as its spelling tells: a construction or a
  /// static member (`= Store.shared`), a decoding (`try decoder.decode(Steam.self, from: d)`),
  /// or a member read from another such local (`= user.profile`).
  private static func valueType(_ value: ExprSyntax, at item: Syntax, depth: Int) -> [String]? {
    let value = TypeNames.unwrapEffects(value)
    switch DeclarationCollector.valueSource(value) {
    case .construction(let type): return [type]
    // `Store.shared`, `AppContainer.settings`: the static property's declared type.
    case .staticMember(let type, let member): return [type, member]
    default: break
    }
    if let call = value.as(FunctionCallExprSyntax.self),
      SyntaxQueries.calleeName(call.calledExpression) == "decode",
      let first = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
      first.declName.baseName.text == "self", let base = first.base,
      let type = TypeNames.typeName(ofCallee: base)
    {
      return [type]
    }
    guard depth < 3, let member = value.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      !TypeNames.isTypeLike(base.baseName.text), base.baseName.tokenKind != .keyword(.self),
      let path = localType(of: base.baseName.text, before: item, depth: depth + 1)
    else { return nil }
    return path + [member.declName.baseName.text]
  }

  private static func parameterType(_ name: String, in clause: FunctionParameterClauseSyntax)
    -> [String]?
  {
    for parameter in clause.parameters
    where (parameter.secondName ?? parameter.firstName).text
      == name
    {
      return TypeNames.simpleName(of: parameter.type).map { [$0] }
    }
    return nil
  }

  /// The construction a binding is handed to as a labelled argument (`ItemView(id:
  /// $model.item0)` → `ItemView`, `id`).
  private static func construction(receiving expression: ExprSyntax) -> (
    type: String, label: String
  )? {
    guard let argument = expression.parent?.as(LabeledExprSyntax.self),
      let label = argument.label?.text,
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      let type = TypeNames.typeName(ofCallee: call.calledExpression)
    else { return nil }
    return (type, label)
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
  /// framework calls either (see ``isOnlyProjectCalled(_:of:)``), does not count: it never runs;
  /// nor does one in another type's method that nothing calls by its name at all.
  ///
  /// A write through a local or parameter whose declaration names its type counts for that
  /// type only, and a binding handed to a project view's `@Binding` property counts only when
  /// that view may write the property.
  ///
  /// With `replacingOnly`, writes through the member's own members (`state.isShown = true`)
  /// do not count: only a new value given to the member itself (for an object held there, a
  /// different object) does.
  ///
  /// Writes through `self` in `setupMethods` of `type` itself (not of a class above or below
  /// it) — methods the caller has checked give the type's variables only constants — do not
  /// count either: whenever they run, they set the same values.
  func mayWrite(
    _ member: String, of type: String, ignoringUncalledMethods: Bool = false,
    replacingOnly: Bool = false, setupMethods: Set<String> = []
  ) -> Bool {
    mayWrite(
      member, of: type, ignoringUncalledMethods: ignoringUncalledMethods,
      replacingOnly: replacingOnly, setupMethods: setupMethods, depth: 0)
  }

  private func mayWrite(
    _ member: String, of type: String, ignoringUncalledMethods: Bool, replacingOnly: Bool,
    setupMethods: Set<String> = [], depth: Int
  ) -> Bool {
    guard let memberWrites else { return true }
    let family = Set([type] + superclasses(of: type)).union(projectProtocols(of: type))
    var uncalled: [String: Bool] = [:]
    var setupOnly: [String: Bool] = [:]
    for write in memberWrites[member] ?? []
    where !write.isConstruction && !write.isCall && !(replacingOnly && write.isThroughMembers) {
      // Written through `self` in a private method of the type that only its initializers
      // call (`loadSampleData()` run by `init`): part of making the object.
      if let method = write.method, !write.inClosure, write.base.isEmpty || write.base == ["self"],
        let enclosing = enclosingType(write), family.contains(enclosing)
      {
        if enclosing == type, setupMethods.contains(method) { continue }
        if setupOnly[method] == nil {
          setupOnly[method] = isCalledOnlyByInitializers(method, of: enclosing)
        }
        if setupOnly[method] == true { continue }
      }
      if ignoringUncalledMethods, let method = write.method, let enclosing = enclosingType(write) {
        if family.contains(enclosing) {
          if uncalled[method] == nil {
            uncalled[method] =
              isOnlyProjectCalled(method, of: enclosing) && !mayCall(method, of: type)
          }
          if uncalled[method] == true { continue }
        } else if isOnlyProjectCalled(method, of: enclosing),
          method != "callAsFunction", method.first.map({ $0.isLetter || $0 == "_" }) == true,
          !(memberWrites[method] ?? []).contains(where: { call in
            call.isCall && Self.mayMatch(call.callLabels, write.methodLabels)
              && !(call.isReference && call.callLabels == nil && propertiesByName[method] != nil)
          })
        {
          // A method of another type (a `View` extension's modifier) that nothing anywhere
          // calls by its name and labels never runs (an unapplied reference of the name that
          // the project also gives a property, `data: chart.data`, reads that property).
          continue
        }
      }
      // A binding handed to a project view (`ItemView(id: $model.item0)`) writes only if
      // that view writes the `@Binding` property it fills.
      if let bound = write.boundInto, depth < 2,
        !viewMayWrite(bound.label, of: bound.type, depth: depth + 1)
      {
        continue
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

  /// Whether a call with argument labels `call` may go to a method declared with `declared`:
  /// either is unknown, or the call's labels are the declared ones in order with some left out
  /// (parameters with a default value).
  static func mayMatch(_ call: [String]?, _ declared: [String]?) -> Bool {
    guard let call, let declared else { return true }
    // More arguments than parameters: a variadic one takes several.
    if call.count > declared.count { return true }
    var remaining = declared[...]
    for label in call {
      guard let index = remaining.firstIndex(of: label) else { return false }
      remaining = remaining[(index + 1)...]
    }
    return true
  }

  /// Whether the project view `view` may write its `@Binding` property `name`: its own code
  /// (outside the initializer that stores the binding) assigns it, mutates it, passes it
  /// `inout`, or hands its binding to something that may (`TextField(text: $name)`, a project
  /// view that writes its own). A property that is not a `@Binding` of a project view counts
  /// as written.
  private func viewMayWrite(_ name: String, of view: String, depth: Int) -> Bool {
    guard let memberWrites, let property = property(name, of: view),
      property.wrapper == .binding
    else { return true }
    // `$name` handed on whole (`TextField(text: $name)`): the receiver may write it.
    for declaration in declarations[view] ?? [] {
      for token in declaration.node.tokens(viewMode: .sourceAccurate)
      where token.text == "$" + name {
        return true
      }
    }
    for write in memberWrites[name] ?? []
    where !write.isConstruction && !write.isCall
      && (write.base.isEmpty || write.base == ["self"])
    {
      guard let enclosing = enclosingType(write), enclosing == view else { continue }
      guard let bound = write.boundInto, depth < 2,
        !viewMayWrite(bound.label, of: bound.type, depth: depth + 1)
      else { return true }
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

  /// Whether `method` is a `private` (or `fileprivate`) method of `type` that only the
  /// project can call and that only `type`'s initializers call, directly (not in a closure).
  private func isCalledOnlyByInitializers(_ method: String, of type: String) -> Bool {
    guard let memberWrites, declaresPrivately(method, in: type),
      isOnlyProjectCalled(method, of: type)
    else { return false }
    var called = false
    for call in memberWrites[method] ?? [] where call.isCall {
      guard call.isConstruction, !call.isReference, call.base.isEmpty || call.base == ["self"],
        enclosingType(call) == type
      else { return false }
      called = true
    }
    return called
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
    } else if let rootType = write.rootType, let first = rootType.first {
      // A local or parameter whose declaration names its type (or the member of one it reads).
      current = resolve(first, inModule: write.module, scope: write.scope)
      for step in rootType.dropFirst() {
        current = current.flatMap { memberType(step, of: $0) }
      }
      guard current != nil else { return nil }
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

/// The names of the functions a file declares, members or not.
private final class FunctionNameCollector: SyntaxVisitor {
  private(set) var names: Set<String> = []

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    names.insert(node.name.text)
    return .visitChildren
  }
}
