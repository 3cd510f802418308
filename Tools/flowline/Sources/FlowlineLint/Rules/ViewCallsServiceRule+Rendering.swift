import SwiftSyntax

/// Content components: a view rendering its own input (rich text, markdown, HTML, code) through
/// a helper it makes itself.
extension ViewCallsServiceRule {
  /// Names that mark a body as reaching outside the process's memory: the Apple types that
  /// hold, fetch or send the app's data (``appleDataTypes``, shared with the system-facility
  /// test), and the calls, labels and libraries that do the same (`dataTask`,
  /// `contentsOf:`, `SecItemAdd`, Alamofire).
  static let outsideWorkMarkers: Set<String> = AppleFrameworks.dataTypes.union([
    "URLRequest", "URLSessionConfiguration", "dataTask", "uploadTask", "downloadTask",
    "webSocketTask", "AppStorage", "SecItemAdd", "SecItemCopyMatching", "SecItemUpdate",
    "SecItemDelete", "FetchDescriptor", "contentsOf", "contentsOfFile", "atomically", "toFile",
    "AF", "Alamofire",
  ])

  /// `await renderer.render(html: source, style: style)`: a call to a helper the view makes
  /// itself (a plain stored property or a local initialised with the project type's
  /// construction, given nothing but the view's own input, neither observed nor shared) whose
  /// arguments are only the view's own input
  /// (plain stored properties its parent hands it, literals and type names), of a project
  /// class, actor or struct whose code reaches nothing outside memory
  /// (``touchesOnlyMemory(_:context:)``). The view turns what it was given into what it shows,
  /// caching the result perhaps, as `AsyncImage` decodes its bytes: local work on its input,
  /// not the app's data or a use case.
  static func rendersOwnInput(
    _ call: FunctionCallExprSyntax, properties: [String: PropertyDeclaration],
    viewProperties: [String: PropertyDeclaration], context: RuleContext
  ) -> Bool {
    guard let (receiver, method) = SyntaxQueries.methodCall(call),
      let name = SyntaxQueries.directProperty(receiver), let holder = properties[name],
      holder.wrapper == nil, !holder.isStatic, !holder.isClosure,
      case .construction(let type) = holder.initialValue
    else { return false }
    let index = context.index
    guard !call.arguments.isEmpty, call.trailingClosure == nil,
      index.declares(type), !index.isObservedModel(type), !index.isView(type),
      !(index.declarations[type] ?? []).contains(where: { $0.kind == .protocol }),
      !methodBodies(method, labels: nil, in: type, index: index).isEmpty,
      usesOnlyOwnInput(call.arguments, viewProperties: viewProperties, context: context),
      madeFromOwnInput(holder, viewProperties: viewProperties, context: context)
    else { return false }
    guard touchesOnlyMemory(type, context: context) else { return false }
    // What it holds (a cache, a converter) must stay in memory too.
    for property in index.storedProperties(of: type) {
      if property.isClosure { return false }
      guard let held = property.inferredTypeName, held != type, index.declares(held) else {
        continue
      }
      if (index.declarations[held] ?? []).contains(where: { $0.kind == .protocol })
        || !touchesOnlyMemory(held, context: context)
      {
        return false
      }
    }
    return true
  }

  /// Whether the helper's construction (`MarkupRenderer()`, `Painter(style: style)`) is given
  /// only the view's own input too: not a web view or a store it was handed.
  private static func madeFromOwnInput(
    _ holder: PropertyDeclaration, viewProperties: [String: PropertyDeclaration],
    context: RuleContext
  ) -> Bool {
    guard
      let binding = holder.declaration.bindings.first(where: {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == holder.name
      }),
      let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
      call.trailingClosure == nil
    else { return false }
    return usesOnlyOwnInput(call.arguments, viewProperties: viewProperties, context: context)
  }

  /// Whether every argument uses only the view's own input: plain stored properties of the
  /// view (no property wrapper, not computed, no observed model or service type), `self`,
  /// literals and type
  /// names that are neither services nor observed models. A local, a closure, a binding or an
  /// environment value may carry the app's data.
  private static func usesOnlyOwnInput(
    _ arguments: LabeledExprListSyntax, viewProperties: [String: PropertyDeclaration],
    context: RuleContext
  ) -> Bool {
    for argument in arguments {
      if argument.expression.is(ClosureExprSyntax.self) { return false }
      for token in argument.expression.tokens(viewMode: .sourceAccurate) {
        switch token.tokenKind {
        case .identifier(let text):
          guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
          // `configuration.style`: only the root names something.
          if let member = reference.parent?.as(MemberAccessExprSyntax.self),
            member.declName.id == reference.id
          {
            continue
          }
          if TypeNames.isTypeLike(text) {
            if context.naming.isServiceType(text) || context.index.isObservedModel(text) {
              return false
            }
            continue
          }
          guard let property = viewProperties[text], property.wrapper == nil,
            property.isStored, !property.isStatic, !property.isClosure
          else { return false }
          if let type = property.inferredTypeName,
            context.naming.isServiceType(type) || context.index.isObservedModel(type)
          {
            return false
          }
        case .dollarIdentifier: return false
        default: continue
        }
      }
    }
    return true
  }

  /// Whether the project's `type` (every declaration and extension of it) names nothing that
  /// reaches outside memory (``outsideWorkMarkers``), no service type and no observed model.
  static func touchesOnlyMemory(_ type: String, context: RuleContext) -> Bool {
    for declaration in context.index.declarations[type] ?? [] {
      for token in declaration.node.tokens(viewMode: .sourceAccurate) {
        guard case .identifier(let text) = token.tokenKind else { continue }
        if outsideWorkMarkers.contains(text) { return false }
        if TypeNames.isTypeLike(text), text != type,
          context.naming.isServiceType(text) || context.index.isObservedModel(text)
        {
          return false
        }
      }
    }
    return true
  }
}
