import SwiftSyntax

/// The property wrappers the rules care about.
enum PropertyWrapper: Sendable, Hashable {
  case state
  case stateObject
  case observedObject
  case environmentObject
  case environment
  case binding
  case bindable
  case published
  case other(String)

  init(attributeName: String) {
    switch attributeName {
    case "State": self = .state
    case "StateObject": self = .stateObject
    case "ObservedObject": self = .observedObject
    case "EnvironmentObject": self = .environmentObject
    case "Environment": self = .environment
    case "Binding": self = .binding
    case "Bindable": self = .bindable
    case "Published": self = .published
    default: self = .other(attributeName)
    }
  }
}

/// Where a stored property's initial value comes from.
enum ValueSource: Sendable, Hashable {
  /// No initial value.
  case none
  /// `= Foo(...)`.
  case construction(type: String)
  /// `= Foo.shared`.
  case staticMember(type: String, member: String)
  /// `= .shared` or `= .init()` with the type taken from the annotation.
  case implicitMember(member: String)
  /// Anything else.
  case other
}

/// Access levels, as written.
enum AccessLevel: String, Sendable, Hashable {
  case `private`, `fileprivate`, `internal`, `package`, `public`, `open`
}

/// One property of a type, as declared.
struct PropertyDeclaration: Sendable {
  var name: String
  var attributes: [String]
  var wrapper: PropertyWrapper?
  /// For `@Environment(Foo.self)`, `Foo`.
  var environmentTypeName: String?
  /// For `@Environment(\.foo)`, `foo`.
  var environmentKey: String?
  /// The simple name of the annotated type, if any.
  var typeName: String?
  /// The annotation as written.
  var typeText: String?
  /// For closure-typed properties, the simple name of the return type.
  var closureReturnType: String?
  var isClosure: Bool
  var initialValue: ValueSource
  var isStatic: Bool
  var isLet: Bool
  /// `false` for computed properties.
  var isStored: Bool
  var access: AccessLevel?
  var position: SourcePosition
  var declaration: VariableDeclSyntax

  /// The expression this property's own binding is given where it is declared (`= Model()`,
  /// `= HealthKitManager.shared.healthStore`), if any.
  var initializerValue: ExprSyntax? {
    declaration.bindings.first {
      $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
    }?.initializer?.value
  }

  /// The type named by the annotation or, failing that, by the initial value.
  var inferredTypeName: String? {
    if let typeName { return typeName }
    switch initialValue {
    case .construction(let type): return type
    case .staticMember(let type, _): return type
    default: return nil
    }
  }

  /// Whether the property is an input a parent passes in: a binding, an observed object, or
  /// a plain stored property without an initial value.
  var isInput: Bool {
    guard isStored, !isStatic else { return false }
    switch wrapper {
    case .binding, .observedObject, .bindable: return true
    case nil: return initialValue == .none
    default: return false
    }
  }
}

/// One parameter of an initializer.
struct InitializerParameter: Sendable {
  /// The argument label callers write, `nil` for `_`.
  var label: String?
  var name: String
  var isViewBuilder: Bool
  var isClosure: Bool
  var closureReturnType: String?
  /// The parameter has a default value, so a caller may leave it out.
  var hasDefault = false
  /// Marked `@autoclosure`: the argument is evaluated when the callee runs it, not at the call.
  var isAutoclosure = false
  /// For a function-typed parameter, how many arguments the closure takes (`(String) -> Void`
  /// takes one).
  var closureArity = 0
}

/// One initializer of a type.
struct InitializerDeclaration: Sendable {
  var parameters: [InitializerParameter]
  /// Parameter name → stored property it initializes (`self.x = p`, `_x = State(wrappedValue: p)`).
  var assignments: [String: String]
}

/// A type declaration or an extension, as found in one file.
struct TypeDeclaration: Sendable {
  enum Kind: String, Sendable {
    case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
  }

  var kind: Kind
  /// The simple name (`Row` for `Outer.Row`, the extended type's last component for extensions).
  var name: String
  /// The dotted name including enclosing types.
  var qualifiedName: String
  var inheritedTypes: [String]
  var attributes: [String]
  var properties: [PropertyDeclaration]
  var initializers: [InitializerDeclaration]
  var methods: [MethodDeclaration]
  /// Generic parameters constrained to `View` (`Content` in `Card<Content: View>`).
  var viewGenericParameters: Set<String>
  var file: String
  var position: SourcePosition
  var node: Syntax
  /// The module (target) of the file the declaration is in; see ``ModuleMap``.
  var module = ""
}
