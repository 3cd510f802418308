import SwiftSyntax

extension PropDrillingRule {
  /// Whether a chain carries a list row's own item to a view that only reads it: every
  /// construction of the chain's first view passes, for its property, the element of a
  /// `ForEach` or `List` (or something read from it), neither that property nor the last
  /// view's is a binding, and the last view writes nothing through it. The first view is the
  /// row; handing its item to reusable row components is composition. A binding, or a model
  /// that the list view holds itself, handed down the same way is still drilled state.
  static func isRowComposition(
    _ start: (view: String, property: String), _ consumer: (view: String, property: String),
    _ facts: ProjectFacts, _ index: ProjectIndex
  ) -> Bool {
    guard let first = index.property(start.property, of: start.view),
      let last = index.property(consumer.property, of: consumer.view),
      !isBindingLike(first.wrapper), !isBindingLike(last.wrapper)
    else { return false }
    var origins = ArgumentOrigins()
    for (label, found) in facts.argumentOrigins[start.view] ?? [:]
    where resolveProperty(label.isEmpty ? nil : label, in: start.view, index: index)
      == start.property
    {
      origins.merge(found)
    }
    guard origins.rowElements > 0, origins.others == 0 else { return false }
    let usage = facts.usage(of: consumer.property, in: consumer.view)
    return usage.members == usage.readMembers
  }

  /// Whether a chain carries a persisted record — a SwiftData `@Model`, by its project
  /// declaration — as a plain property (no `@Binding`, no `@Bindable`) to a view that only
  /// reads it (no member written through it, no method called as a statement): the subject
  /// of a detail or document screen handed to the parts that display it (a printed sheet's
  /// sections, a detail page's cards). A record the last view edits, or binds, is still
  /// drilled state.
  static func isDisplayedRecord(
    _ start: (view: String, property: String), _ consumer: (view: String, property: String),
    _ facts: ProjectFacts, _ index: ProjectIndex
  ) -> Bool {
    guard let first = index.property(start.property, of: start.view),
      let last = index.property(consumer.property, of: consumer.view),
      first.wrapper == nil, last.wrapper == nil,
      let type = last.inferredTypeName, first.inferredTypeName == type,
      isPersistedRecord(type, index: index)
    else { return false }
    let usage = facts.usage(of: consumer.property, in: consumer.view)
    // Handed whole to a call (`context.delete(note)`) or bound under another name
    // (`@Bindable var note = note`), it may be edited: not only read.
    guard usage.members == usage.readMembers, usage.forwards.isEmpty,
      usage.otherUses == usage.changeKeyUses, usage.aliasMembers.isEmpty,
      let writes = index.memberWrites
    else { return false }
    // `note.title = …` in an action edits the record, even beside reads of the same member.
    let scopes = Set((index.declarations[consumer.view] ?? []).map(\.qualifiedName))
    return !usage.members.contains { member in
      (writes[member] ?? []).contains { write in
        !write.isCall && scopes.contains(write.scope)
          && (write.base.first == consumer.property
            || write.base.prefix(2) == ["self", consumer.property])
      }
    }
  }

  /// Whether the project declares `type` (or a superclass of it) as a SwiftData model
  /// (`@Model`).
  private static func isPersistedRecord(_ type: String, index: ProjectIndex) -> Bool {
    ([type] + index.superclasses(of: type)).contains { name in
      (index.declarations[name] ?? []).contains { declaration in
        declaration.kind == .class && declaration.attributes.contains("Model")
      }
    }
  }

  private static func isBindingLike(_ wrapper: PropertyWrapper?) -> Bool {
    wrapper == .binding || wrapper == .bindable
  }

  /// Whether the render code of a view reads observed state of the model it keeps in
  /// `property`: a member other than a stored `let` (or a method whose body reads only the
  /// model's `let`s) taken from it, or its projection. Members read in closures that run later
  /// (actions) are not rendering.
  static func readsObservedState(
    of property: String, type: String, in declarations: [TypeDeclaration], index: ProjectIndex
  ) -> Bool {
    let lets = storedLets(of: type, index: index)
    var quiet = lets
    // An `Identifiable` object's `id` is its identity, even when it is a computed `var`.
    if (index.declarations[type] ?? []).contains(where: {
      $0.inheritedTypes.contains("Identifiable")
    }) {
      quiet.insert("id")
    }
    let methods = StateHoldsReferenceRule.instanceMethods(of: type, index: index)
    for method in methods where readsOnly(lets, method, type, index) {
      quiet.insert(method)
    }
    let classifier = ClosureClassifier(index: index)
    for declaration in declarations {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return true
      }
      for member in group.memberBlock.flattenedMembers {
        if member.is(InitializerDeclSyntax.self) { continue }
        if member.is(FunctionDeclSyntax.self), BodySideEffectRule.renderCode(member) == nil {
          continue
        }
        let finder = MemberReadFinder(
          name: property, quiet: quiet, classifier: classifier, methods: methods)
        finder.walk(member)
        if finder.reads { return true }
      }
    }
    return false
  }

  /// The stored instance `let`s of a class and of the superclasses the project declares.
  private static func storedLets(of type: String, index: ProjectIndex) -> Set<String> {
    var result: Set<String> = []
    for name in [type] + index.superclasses(of: type) {
      for property in index.storedProperties(of: name) where property.isLet {
        result.insert(property.name)
      }
    }
    return result
  }

  /// Whether every declaration of `type.method` has a body that names, of the type's own
  /// members, only its stored `let`s (`rust.format(value)`): no `var`, computed property or
  /// other method of the object, so what it returns depends on nothing observed.
  private static func readsOnly(
    _ lets: Set<String>, _ method: String, _ type: String, _ index: ProjectIndex
  ) -> Bool {
    let members = Set(index.properties(of: type).filter { !$0.isStatic }.map(\.name))
      .union(StateHoldsReferenceRule.instanceMethods(of: type, index: index))
    var found = false
    for declaration in index.declarations[type] ?? [] {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else {
        return false
      }
      for member in group.memberBlock.flattenedMembers {
        guard let function = member.as(FunctionDeclSyntax.self), function.name.text == method,
          !SyntaxQueries.isStatic(function.modifiers)
        else { continue }
        guard let body = function.body else { return false }
        found = true
        let locals = LocalNameCollector(viewMode: .sourceAccurate)
        locals.walk(function.signature)
        locals.walk(body)
        let names = OwnMemberNames(viewMode: .sourceAccurate)
        names.walk(body)
        let used = names.bare.subtracting(locals.names).union(names.viaSelf)
        if !used.intersection(members).isSubset(of: lets) { return false }
      }
    }
    return found
  }
}

/// Names a method body uses bare (`rust`, `format(x)`) or through `self.` (`self.rust`).
private final class OwnMemberNames: SyntaxVisitor {
  var bare: Set<String> = []
  var viaSelf: Set<String> = []

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
      if access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
        viaSelf.insert(node.baseName.text)
      }
      return .skipChildren
    }
    bare.insert(node.baseName.text)
    return .skipChildren
  }
}
