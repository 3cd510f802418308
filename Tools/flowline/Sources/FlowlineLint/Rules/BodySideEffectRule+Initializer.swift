import SwiftSyntax

extension BodyEffectVisitor {
  /// Whether `call` builds an observable class through an initializer that only stores what it
  /// is handed, while another initializer of the class is what wires it up (subscribes,
  /// `assign(to:)`, starts a task): `Progress(constant: 0.5)` next to `Progress(feed)`. The
  /// initializer is picked by the call's argument labels (parameters with defaults may be
  /// left out); every initializer those labels can select must only store (no call but
  /// delegation, no write but to its own properties), and so must the stored properties'
  /// initial values (a no-argument construction of a library type, like a dispose bag, is a
  /// value). Such an object has no source of change during this render, so building it again
  /// loses nothing. A call with a trailing closure, a call no initializer matches, a class
  /// with no working initializer (a view model whose methods load later) or a construction
  /// bound to a local of the render code (which the render may then write into) is not
  /// excused.
  func isInertInitializerSelection(_ call: FunctionCallExprSyntax, type: String) -> Bool {
    guard call.trailingClosure == nil, call.parent?.is(InitializerClauseSyntax.self) != true,
      index.classTypes.contains(type), let declarations = index.declarations[type]
    else { return false }
    let labels = call.arguments.map { $0.label?.text ?? "_" }
    var selected: [InitializerDeclSyntax] = []
    var othersWork = false
    for declaration in declarations {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return false
      }
      for member in group.memberBlock.flattenedMembers {
        if let initializer = member.as(InitializerDeclSyntax.self) {
          guard let body = initializer.body else { continue }
          if Self.accepts(initializer, labels: labels) {
            selected.append(initializer)
          } else if Self.doesWork(Syntax(body)) {
            othersWork = true
          }
        }
      }
      for property in declaration.properties where !property.isStatic && property.isStored {
        for binding in property.declaration.bindings {
          guard let value = binding.initializer?.value else { continue }
          if Self.doesWork(Syntax(value)), !isPlainLibraryValue(value) { return false }
        }
      }
    }
    guard othersWork, !selected.isEmpty else { return false }
    return selected.allSatisfy { initializer in
      initializer.body.map { !Self.doesWork(Syntax($0)) } ?? false
    }
  }

  /// `DisposeBag()`, `Set<AnyCancellable>()`: a no-argument construction of a type the project
  /// does not declare (other than `Task`), an empty value.
  private func isPlainLibraryValue(_ value: ExprSyntax) -> Bool {
    guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil, let type = TypeNames.constructedType(by: value)
    else { return false }
    return type != "Task" && index.declarations[type] == nil
  }

  /// Whether an initializer can take arguments with these labels, in order, leaving out only
  /// parameters that have a default value.
  static func accepts(_ initializer: InitializerDeclSyntax, labels: [String]) -> Bool {
    var remaining = labels[...]
    for parameter in initializer.signature.parameterClause.parameters {
      if let next = remaining.first, next == parameter.firstName.text {
        remaining.removeFirst()
      } else if parameter.defaultValue == nil {
        return false
      }
    }
    return remaining.isEmpty
  }
}
