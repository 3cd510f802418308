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
    // What indexing already knows first: most methods fail here without a walk.
    let indexed = methods(named: name, in: type)
    guard !indexed.isEmpty,
      indexed.allSatisfy({
        !$0.isAsynchronous && !$0.startsWork && $0.mutatedNames.isEmpty && !$0.sendsChange
          && !$0.storesEntries && !$0.emitsOrSubscribes && !$0.isRequirement
      })
    else { return false }
    let functions = functionDeclarations(named: name, in: type)
    guard !functions.isEmpty else { return false }
    let properties = properties(of: type)
    // A static constant of a value (`static let earthRadiusKm = 6_371.0`) is a value; one
    // holding an object (`static let defaults = UserDefaults.standard`) is not.
    let constants = Set(properties.filter(isValueConstant).map(\.name))
    let members = Set(properties.map(\.name)).subtracting(constants)
    let methods = Set((declarations[type] ?? []).flatMap { $0.methods.map(\.name) })
    for function in functions {
      guard let body = function.body,
        function.signature.effectSpecifiers?.asyncSpecifier == nil,
        SyntaxQueries.closureParameterNames(of: function.signature).isEmpty,
        function.signature.parameterClause.parameters.allSatisfy({
          namesOnlyValues($0.type.trimmedDescription)
        })
      else { return false }
      let names = FreeNameCollector(viewMode: .sourceAccurate)
      names.walk(body)
      guard !names.doesInputOrOutput else { return false }
      // `self.routes`, `self.helper()`: the object's own members, whatever locals are called.
      for member in names.selfMembers {
        guard methods.contains(member), !members.contains(member),
          computesFromArguments(member, in: type, visiting: &visiting)
        else { return false }
      }
      let locals = LocalNameCollector(viewMode: .sourceAccurate)
      locals.walk(body)
      let bound = locals.names.union(
        function.signature.parameterClause.parameters.map {
          ($0.secondName ?? $0.firstName).text
        })
      // `Self.earthRadiusKm`, `GeoMath.radians`: a static constant of this type is a value.
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
          } else if let property = self.properties(of: base).first(where: { $0.name == member }),
            !isValueConstant(property)
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
        // `$0`, `$1`: a closure's arguments (`$items` would be a wrapper's projection).
        let isClosureArgument = free.hasPrefix("$") && free.dropFirst().allSatisfy(\.isNumber)
        guard Self.pureFunctions.contains(free) || constants.contains(free) || isClosureArgument
        else { return false }
      }
    }
    return true
  }

  /// The function declarations named `name` in `type`'s declarations and extensions.
  func functionDeclarations(named name: String, in type: String) -> [FunctionDeclSyntax] {
    (declarations[type] ?? []).flatMap { declaration -> [FunctionDeclSyntax] in
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { return [] }
      // Every member, those under `#if` too: another platform's overload counts.
      return group.memberBlock.flattenedMembers.compactMap {
        guard let function = $0.as(FunctionDeclSyntax.self), function.name.text == name
        else { return nil }
        return function
      }
    }
  }

  /// Whether a property is a static constant holding a value: a `static let` whose written or
  /// inferred type names only values, or whose initializer names no type but the standard
  /// library's values and the project's value types (`Double.pi / 180`).
  private func isValueConstant(_ property: PropertyDeclaration) -> Bool {
    guard property.isStatic, property.isLet else { return false }
    if let text = property.typeText ?? property.inferredTypeName { return namesOnlyValues(text) }
    guard let value = property.initializerValue else { return false }
    return value.tokens(viewMode: .sourceAccurate).allSatisfy { token in
      guard case .identifier(let name) = token.tokenKind, TypeNames.isTypeLike(name) else {
        return true
      }
      return Self.pureValueTypes.contains(name) || isProjectValueType(name)
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

  /// Methods of the standard library's values that compute (filtering, sorting, string and
  /// number work): called on a parameter or a local, they read and make values only.
  static let pureValueMethods: Set<String> = [
    "filter", "map", "compactMap", "flatMap", "reduce", "sorted", "sort", "reversed", "contains",
    "first", "last", "firstIndex", "lastIndex", "min", "max", "prefix", "suffix", "dropFirst",
    "dropLast", "joined", "split", "enumerated", "append", "insert", "remove", "removeAll",
    "removeFirst", "removeLast", "lowercased", "uppercased", "hasPrefix", "hasSuffix",
    "trimmingCharacters", "components", "replacingOccurrences", "rounded", "squareRoot",
    "distance", "union", "intersection", "subtracting", "isSubset", "allSatisfy", "count",
    "index", "formatted", "mapValues", "grouping", "zip", "starts", "elementsEqual", "shuffled",
    "description", "addingTimeInterval", "timeIntervalSince", "isEmpty",
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
  /// Members read or called through `self` (`self.routes`, `self.helper()`).
  var selfMembers: Set<String> = []
  /// Input or output: a value built from a file's or a URL's contents (`Data(contentsOf:)`),
  /// or a method called on a value that is not one of the standard library's computations
  /// (`text.write(to: url, …)`, `entry.persist()`).
  var doesInputOrOutput = false

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.arguments.contains(where: { $0.label?.text.hasPrefix("contentsOf") == true }) {
      doesInputOrOutput = true
    }
    // A method of a value (not a type's static member, not `self`'s, checked apart).
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      !Self.isTypeOrSelf(base),
      !ProjectIndex.pureValueMethods.contains(member.declName.baseName.text)
    {
      doesInputOrOutput = true
    }
    return .visitChildren
  }

  /// `Self`, a type name, `self` or `self?`: a receiver the other checks cover.
  private static func isTypeOrSelf(_ base: ExprSyntax) -> Bool {
    guard let reference = ServiceClassifier.stripOptional(base).as(DeclReferenceExprSyntax.self)
    else { return false }
    return reference.baseName.tokenKind == .keyword(.self)
      || reference.baseName.tokenKind == .keyword(.Self)
      || TypeNames.isTypeLike(reference.baseName.text)
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
      if let base = member.base.map(ServiceClassifier.stripOptional)?.as(
        DeclReferenceExprSyntax.self),
        base.baseName.tokenKind == .keyword(.self)
      {
        selfMembers.insert(node.baseName.text)
      }
      return .skipChildren
    }
    // `self.x` or `self?.x`: the member is collected at its own reference.
    if node.baseName.tokenKind == .keyword(.self),
      node.parent?.is(MemberAccessExprSyntax.self) == true
        || (node.parent?.is(OptionalChainingExprSyntax.self) == true
          && node.parent?.parent?.is(MemberAccessExprSyntax.self) == true)
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
