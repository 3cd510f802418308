import SwiftSyntax

/// Methods that only compute their result from their arguments.
extension ProjectIndex {
  /// Whether every declaration of `type.name` the project has only computes a value from its
  /// arguments: a body that is synchronous (not `async`, no closure parameter, no work started),
  /// changes nothing outside its locals, reads none of the object's properties and no file's or
  /// URL's contents (`Data(contentsOf:)`), and otherwise
  /// names only its parameters and locals, the project's value types, the standard library's
  /// values (`Double`, `Set`) and arithmetic (`min`, `sqrt`), and the type's own methods that
  /// do the same (`haversineDistance(…)`). Such a method is a pure function whatever its type
  /// is called — filtering and sorting the array a view hands it — and on an actor, awaiting it
  /// only hops onto the actor.
  func methodComputesFromArguments(_ name: String, in type: String) -> Bool {
    var visiting: Set<String> = []
    return computesFromArguments(name, in: type, visiting: &visiting)
  }

  /// Whether a written type names only values: the standard library's and Foundation's value
  /// types and the project's structs and enums, alone or in collections and optionals
  /// (`[RouteEntry]`, `ActivityType?`). A parameter of any other type (a client, a store) may
  /// do work when the method calls it.
  private func namesOnlyValues(_ text: String) -> Bool {
    text.split(whereSeparator: { !($0.isLetter || $0.isNumber || "_.".contains($0)) })
      .map { TypeNames.lastComponent(String($0)) }
      .allSatisfy { Self.pureValueTypes.contains($0) || isProjectValueType($0) }
  }

  private func computesFromArguments(
    _ name: String, in type: String, visiting: inout Set<String>
  ) -> Bool {
    // A method calling itself (or one already being checked) adds nothing new.
    guard visiting.insert(type + "." + name).inserted else { return true }
    let functions = functionDeclarations(named: name, in: type)
    guard !functions.isEmpty else { return false }
    // A static constant read by its bare name (`cents` in a static helper) is a value.
    let members = Set(properties(of: type).filter { !($0.isStatic && $0.isLet) }.map(\.name))
    let methods = Set((declarations[type] ?? []).flatMap { $0.methods.map(\.name) })
    for function in functions {
      guard let body = function.body,
        function.signature.effectSpecifiers?.asyncSpecifier == nil,
        SyntaxQueries.closureParameterNames(of: function.signature).isEmpty,
        function.signature.parameterClause.parameters.allSatisfy({
          namesOnlyValues($0.type.trimmedDescription)
        })
      else { return false }
      let scanned = MethodScanner.scan(function)
      guard !scanned.isAsynchronous, !scanned.startsWork, scanned.mutatedNames.isEmpty,
        !scanned.sendsChange, !scanned.storesEntries, !scanned.emitsOrSubscribes
      else { return false }
      let names = FreeNameCollector(viewMode: .sourceAccurate)
      names.walk(body)
      guard !names.readsContents else { return false }
      let locals = LocalNameCollector(viewMode: .sourceAccurate)
      locals.walk(body)
      let bound = locals.names.union(
        function.signature.parameterClause.parameters.map {
          ($0.secondName ?? $0.firstName).text
        })
      // `Self.earthRadiusKm`, `GeoMath.radians`: a static constant of this type is a value.
      let constants = Set(
        properties(of: type).filter { $0.isStatic && $0.isLet }.map(\.name))
      for (base, member) in names.typeMembers {
        if base == "Self" || base == type {
          guard constants.contains(member) else { return false }
        } else if isProjectValueType(base) {
          // A static helper of a value type (`enum Geometry { static func … }`) is checked
          // like this one; its constants and cases are values.
          if !functionDeclarations(named: member, in: base).isEmpty {
            guard computesFromArguments(member, in: base, visiting: &visiting) else {
              return false
            }
          } else if let property = properties(of: base).first(where: { $0.name == member }),
            !(property.isStatic && property.isLet)
          {
            return false
          }
        } else if !Self.pureValueTypes.contains(base) {
          return false
        }
      }
      for free in names.names.subtracting(bound) {
        if members.contains(free) || free == "self" || free == "Self" || free == type {
          return false
        }
        if methods.contains(free) {
          guard computesFromArguments(free, in: type, visiting: &visiting) else { return false }
          continue
        }
        if TypeNames.isTypeLike(free) {
          guard Self.pureValueTypes.contains(free) || isProjectValueType(free) else {
            return false
          }
          continue
        }
        guard Self.pureFunctions.contains(free) || constants.contains(free) || free.hasPrefix("$")
        else { return false }
      }
    }
    return true
  }

  /// The function declarations named `name` in `type`'s declarations and extensions.
  private func functionDeclarations(named name: String, in type: String) -> [FunctionDeclSyntax] {
    (declarations[type] ?? []).flatMap { declaration -> [FunctionDeclSyntax] in
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { return [] }
      return group.memberBlock.members.compactMap {
        guard let function = $0.decl.as(FunctionDeclSyntax.self), function.name.text == name
        else { return nil }
        return function
      }
    }
  }

  /// Whether the project declares `name` only as a struct or an enum (and their extensions): a
  /// value a pure method may build or read.
  private func isProjectValueType(_ name: String) -> Bool {
    guard let list = declarations[name], !list.isEmpty else { return false }
    return list.contains { [.struct, .enum].contains($0.kind) }
      && list.allSatisfy { [.struct, .enum, .extension].contains($0.kind) }
  }

  /// The standard library's value types and literals' types a computation names.
  static let pureValueTypes: Set<String> = [
    "Int", "Double", "Float", "CGFloat", "Bool", "String", "Character", "Array", "Set",
    "Dictionary", "Optional", "Range", "ClosedRange", "Int64", "Int32", "UInt", "Decimal",
    "CGPoint", "CGSize", "CGRect", "Substring", "Date", "UUID", "URL", "Data", "TimeInterval",
  ]

  /// Free functions of arithmetic and sequences: no state, no input or output.
  static let pureFunctions: Set<String> = [
    "min", "max", "abs", "sqrt", "pow", "exp", "log", "log2", "log10", "sin", "cos", "tan",
    "asin", "acos", "atan", "atan2", "floor", "ceil", "round", "fabs", "hypot", "zip",
    "stride", "repeatElement",
  ]
}

/// The names a body reads that are not members of another value: `x` in `x.count` and in
/// `f(x)`, the member of `self.x`, but not `count`. `self` itself counts when used alone; a
/// member read through a type is listed apart.
private final class FreeNameCollector: SyntaxVisitor {
  var names: Set<String> = []
  /// Members read through a type (`Self.earthRadiusKm`, `Double.pi`), as (type, member).
  var typeMembers: [(type: String, member: String)] = []
  /// A value built from a file's or a URL's contents (`Data(contentsOf: url)`,
  /// `String(contentsOfFile:)`): input, not a computation.
  var readsContents = false

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.arguments.contains(where: { $0.label?.text.hasPrefix("contentsOf") == true }) {
      readsContents = true
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard let base = node.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.tokenKind == .keyword(.Self) || TypeNames.isTypeLike(base.baseName.text)
    else { return .visitChildren }
    typeMembers.append((base.baseName.text, node.declName.baseName.text))
    return .skipChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      // `self.x` reads the member `x`; `value.x` reads `value`, counted at its own reference.
      if let base = member.base?.as(DeclReferenceExprSyntax.self),
        base.baseName.tokenKind == .keyword(.self)
      {
        names.insert(node.baseName.text)
      }
      return .skipChildren
    }
    if node.baseName.tokenKind == .keyword(.self),
      let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id
    {
      return .skipChildren
    }
    names.insert(node.baseName.text)
    return .skipChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
