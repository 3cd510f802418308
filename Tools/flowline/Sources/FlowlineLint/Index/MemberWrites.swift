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
}

/// Finds every member write of a file, in one walk.
final class MemberWriteScanner: SyntaxVisitor {
  private var scope: [String] = []
  private var initializerDepth = 0
  private var closureDepthInInitializer = 0
  private(set) var writes: [MemberWrite] = []

  static func scan(_ tree: SourceFileSyntax) -> [MemberWrite] {
    let scanner = MemberWriteScanner(viewMode: .sourceAccurate)
    scanner.walk(tree)
    return scanner.writes
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
  }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
  }
  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
  }
  override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text)
  }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.extendedType.trimmedDescription)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  private func enter(_ name: String) -> SyntaxVisitorContinueKind {
    scope.append(name)
    return .visitChildren
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
    if let (receiver, method) = SyntaxQueries.methodCall(node),
      BodyEffectVisitor.mutatingMethods.contains(method)
    {
      record(receiver)
    }
    return .visitChildren
  }

  /// `$settings.isOn`: a binding to a member, which may write it. `$0.name` reads a closure's
  /// anonymous parameter; it binds nothing.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let root = node.base?.as(DeclReferenceExprSyntax.self),
      root.baseName.text.hasPrefix("$"), root.baseName.text.count > 1,
      root.baseName.text.dropFirst().first?.isNumber == false
    {
      record(ExprSyntax(node))
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
      writes.append(
        MemberWrite(
          member: property.declName.baseName.text, base: [], scope: scope.joined(separator: "."),
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
    let enclosing = scope.joined(separator: ".")
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
        writes.append(
          MemberWrite(member: member, base: ["()"], scope: enclosing, isConstruction: false))
      }
      return
    }
    if root.hasPrefix("$") || root.hasPrefix("_") { root.removeFirst() }
    let path = [root] + members
    let construction = initializerDepth > 0 && closureDepthInInitializer == 0
    // The bare name itself (`count += 1`, or `point` in `point.x = 1`).
    if root != "self" {
      writes.append(
        MemberWrite(
          member: root, base: [], scope: enclosing, isConstruction: construction))
    }
    for position in members.indices {
      writes.append(
        MemberWrite(
          member: members[position], base: Array(path[...position]), scope: enclosing,
          isConstruction: construction && root == "self" && position == 0))
    }
  }
}

extension ProjectIndex {
  /// Whether code anywhere in the project may write the instance member `member` of the class
  /// `type` after making it: an assignment, a mutating call, an `inout` or a binding through a
  /// path whose type is `type` (or a class or protocol it is or conforms to), or whose type
  /// cannot be told (a local, a call's result, a key path). Writes an initializer makes into
  /// the object it is making, writes to other types' members of the same name and a type's own
  /// bare names outside `type` are not. Without the scan (`memberWrites == nil`), every member
  /// counts as written.
  func mayWrite(_ member: String, of type: String) -> Bool {
    guard let memberWrites else { return true }
    let family = Set([type] + superclasses(of: type)).union(projectProtocols(of: type))
    for write in memberWrites[member] ?? [] where !write.isConstruction {
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
      guard let holder = baseType(write, enclosing: enclosing) else { return true }
      if isInFamily(holder, of: type, family) { return true }
    }
    return false
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
