import SwiftSyntax

/// Helpers that reduce type annotations and expressions to the simple type names the index
/// is keyed by.
enum TypeNames {
  /// Picture types a view shows: what an image-from-bytes construction makes, and Core
  /// Graphics images.
  static let pictureTypes: Set<String> = [
    "UIImage", "NSImage", "CIImage", "Image", "PlatformImage", "CGImage",
  ]

  /// Whether a type annotation is a standard collection (`[Post]`, `[String: Int]?`,
  /// `Set<Tag>`, `Array<Row>`, `Dictionary<K, V>`).
  static func isCollection(_ text: String) -> Bool {
    let type = text.filter { $0 != " " }
    return type.hasPrefix("[") || type.hasPrefix("Set<") || type.hasPrefix("Array<")
      || type.hasPrefix("Dictionary<")
  }

  /// The picture type a type annotation holds: itself, optional, or as the elements of an
  /// array or the values of a dictionary (`UIImage?`, `[UIImage]`, `[String: NSImage]`), one
  /// of `extra` too; `nil` for anything else.
  static func pictureElement(_ text: String, extra: Set<String> = []) -> String? {
    var type = text.filter { $0 != " " }
    if type.hasSuffix("?") { type.removeLast() }
    if type.hasPrefix("["), type.hasSuffix("]") {
      type = String(type.dropFirst().dropLast())
      if let colon = type.lastIndex(of: ":") { type = String(type[type.index(after: colon)...]) }
    }
    return pictureTypes.contains(type) || extra.contains(type) ? type : nil
  }

  /// The simple name of a nominal type annotation, looking through optionals, `some`/`any`,
  /// attributes, parentheses and module qualification: `SwiftUI.Binding<Int>?` → `Binding`.
  ///
  /// Returns `nil` for function, tuple, array and dictionary types.
  static func simpleName(of type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      let name = identifier.name.text
      if name == "Optional" || name == "ImplicitlyUnwrappedOptional",
        let argument = identifier.genericArgumentClause?.arguments.first
      {
        return simpleName(ofArgument: argument)
      }
      return name
    }
    if let member = type.as(MemberTypeSyntax.self) {
      return member.name.text
    }
    if let optional = type.as(OptionalTypeSyntax.self) {
      return simpleName(of: optional.wrappedType)
    }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return simpleName(of: unwrapped.wrappedType)
    }
    if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) {
      return simpleName(of: someOrAny.constraint)
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return simpleName(of: attributed.baseType)
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return simpleName(of: only.type)
    }
    return nil
  }

  /// The dotted path an annotation names, looking through what ``simpleName(of:)`` looks
  /// through: `Outer.Row?` → `Outer.Row`, `Row` → `Row`. Generic arguments are dropped.
  static func path(of type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      let name = identifier.name.text
      if name == "Optional" || name == "ImplicitlyUnwrappedOptional",
        let argument = identifier.genericArgumentClause?.arguments.first
      {
        #if canImport(SwiftSyntax601)
          if case .type(let inner) = argument.argument { return path(of: inner) }
          return nil
        #else
          return path(of: argument.argument)
        #endif
      }
      return name
    }
    if let member = type.as(MemberTypeSyntax.self) {
      guard let base = path(of: member.baseType) else { return member.name.text }
      return "\(base).\(member.name.text)"
    }
    if let optional = type.as(OptionalTypeSyntax.self) { return path(of: optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return path(of: unwrapped.wrappedType)
    }
    if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) { return path(of: someOrAny.constraint) }
    if let attributed = type.as(AttributedTypeSyntax.self) { return path(of: attributed.baseType) }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return path(of: only.type)
    }
    return nil
  }

  /// The dotted type path a type-like expression names: `Outer.Row` for the callee of
  /// `Outer.Row()` or the base of `Outer.Row.shared`, `Row` for `Row`.
  static func path(ofTypeExpression expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return isTypeLike(name) ? name : nil
    }
    if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
      return path(ofTypeExpression: specialization.expression)
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard let base = member.base else { return nil }
      if name == "init" || name == "self" { return path(ofTypeExpression: base) }
      guard isTypeLike(name), let prefix = path(ofTypeExpression: base) else { return nil }
      return "\(prefix).\(name)"
    }
    return nil
  }

  /// The simple name of a generic argument (`Optional<Foo>` → `Foo`).
  static func simpleName(ofArgument argument: GenericArgumentSyntax) -> String? {
    #if canImport(SwiftSyntax601)
      if case .type(let type) = argument.argument { return simpleName(of: type) }
      return nil
    #else
      return simpleName(of: argument.argument)
    #endif
  }

  /// The function type inside an annotation, looking through optionals, parentheses and
  /// attributes such as `@escaping` or `@MainActor`.
  static func functionType(of type: TypeSyntax) -> FunctionTypeSyntax? {
    if let function = type.as(FunctionTypeSyntax.self) { return function }
    if let optional = type.as(OptionalTypeSyntax.self) {
      return functionType(of: optional.wrappedType)
    }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return functionType(of: unwrapped.wrappedType)
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return functionType(of: attributed.baseType)
    }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return functionType(of: only.type)
    }
    return nil
  }

  /// Whether a parameter's type is marked `@autoclosure`: the argument is wrapped in a closure
  /// the callee runs when it likes, not evaluated at the call.
  static func isAutoclosure(_ type: TypeSyntax) -> Bool {
    guard let attributed = type.as(AttributedTypeSyntax.self) else { return false }
    return attributed.attributes.contains { element in
      if case .attribute(let attribute) = element {
        return simpleName(of: attribute.attributeName) == "autoclosure"
      }
      return false
    }
  }

  /// Whether an annotation is a function type (`() -> Void`, `@escaping (Int) -> Void`).
  static func isFunctionType(_ type: TypeSyntax) -> Bool {
    functionType(of: type) != nil
  }

  /// The last component of a dotted type name: `Row` for `Feature.Row`, the name itself when
  /// it has no dot.
  static func lastComponent(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// Whether a name is spelled like a type (starts with an upper-case letter).
  static func isTypeLike(_ name: String) -> Bool {
    guard let first = name.first else { return false }
    return first.isUppercase
  }

  /// The type an expression constructs, when it is an initializer call: `Foo()`,
  /// `Foo(bar: 1)`, `Foo<Int>()`, `Foo.init()`, `Module.Foo()`, possibly behind `try`/`await`.
  static func constructedType(by expression: ExprSyntax) -> String? {
    let expression = unwrapEffects(expression)
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    return typeName(ofCallee: call.calledExpression)
  }

  /// The type named by a callee expression, when the call is an initializer call.
  static func typeName(ofCallee callee: ExprSyntax) -> String? {
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      return isTypeLike(name) ? name : nil
    }
    if let specialization = callee.as(GenericSpecializationExprSyntax.self) {
      return typeName(ofCallee: specialization.expression)
    }
    if let member = callee.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if name == "init", let base = member.base {
        return typeName(ofCallee: base)
      }
      if isTypeLike(name), let base = member.base, typeName(ofCallee: base) != nil {
        return name
      }
    }
    return nil
  }

  /// A static member access on a type, `Foo.shared` → `("Foo", "shared")`.
  static func staticMember(_ expression: ExprSyntax) -> (type: String, member: String)? {
    let expression = unwrapEffects(expression)
    guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let type = typeName(ofCallee: base)
    else { return nil }
    let name = member.declName.baseName.text
    guard !isTypeLike(name), name != "init", name != "self" else { return nil }
    return (type, name)
  }

  /// Looks through `try`, `await` and parentheses.
  static func unwrapEffects(_ expression: ExprSyntax) -> ExprSyntax {
    if let tryExpr = expression.as(TryExprSyntax.self) { return unwrapEffects(tryExpr.expression) }
    if let awaitExpr = expression.as(AwaitExprSyntax.self) {
      return unwrapEffects(awaitExpr.expression)
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return unwrapEffects(only.expression)
    }
    return expression
  }
}
