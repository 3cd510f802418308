import SwiftSyntax

extension GodObjectRule {
  /// The views a view builds, directly or through the views it builds (its subtree, itself
  /// excluded): calls to a project view's initializer anywhere in its declarations and
  /// extensions, its `body`, helpers and presentation closures alike. Nested types and previews
  /// are their own declarations and are not followed from here.
  struct Subtrees {
    let index: ProjectIndex
    private var children: [String: Set<String>] = [:]

    init(index: ProjectIndex) { self.index = index }

    mutating func subtree(of view: String) -> Set<String> {
      var seen: Set<String> = [view]
      var pending = [view]
      while let next = pending.popLast() {
        for child in children(of: next) where seen.insert(child).inserted {
          pending.append(child)
        }
      }
      seen.remove(view)
      return seen
    }

    private mutating func children(of view: String) -> Set<String> {
      if let known = children[view] { return known }
      var result: Set<String> = []
      for declaration in index.declarations[view] ?? [] {
        let finder = ConstructionFinder(viewMode: .sourceAccurate)
        finder.walk(declaration.node)
        for name in finder.types {
          let type = index.resolve(
            name, inModule: declaration.module, scope: declaration.qualifiedName)
          if index.isView(type) { result.insert(type) }
        }
      }
      children[view] = result
      return result
    }
  }
}

/// Collects the type names of initializer calls (`Row(…)`, `Row.init(…)`) in one declaration,
/// without entering nested type declarations or previews.
private final class ConstructionFinder: SyntaxVisitor {
  var types: Set<String> = []
  private var depth = 0

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let type = TypeNames.typeName(ofCallee: node.calledExpression) { types.insert(type) }
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
    depth += 1
    return depth > 1 ? .skipChildren : .visitChildren
  }
  override func visitPost(_ node: MemberBlockSyntax) { depth -= 1 }
}
