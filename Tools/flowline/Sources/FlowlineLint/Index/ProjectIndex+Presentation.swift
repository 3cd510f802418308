import SwiftSyntax

extension ProjectIndex {
  /// SwiftUI's modifiers that present something over a view: a sheet, a cover, a popover, an
  /// alert, a dialog, an inspector, a file importer or exporter.
  static let presentationModifiers: Set<String> = [
    "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector",
    "fileImporter", "fileExporter", "fileMover",
  ]

  /// The project's own presentation wrappers: the names of the methods `View` extensions
  /// declare and of the `ViewModifier` types whose body applies a presentation modifier
  /// (``presentationModifiers``), directly or through another such wrapper (a
  /// `.bottomSheet(isPresented:content:)` whose body calls `sheet(isPresented:)`).
  static func presentationWrappers(in declarations: [String: [TypeDeclaration]]) -> Set<String> {
    var bodies: [(name: String, called: Set<String>)] = []
    for declaration in declarations["View"] ?? [] where declaration.kind == .extension {
      bodies += functionBodies(of: declaration, named: nil).map {
        ($0.name, calledNames(in: $0.body))
      }
    }
    for (name, list) in declarations
    where list.contains(where: { $0.inheritedTypes.contains("ViewModifier") }) {
      let simple = TypeNames.lastComponent(name)
      for declaration in list {
        for body in functionBodies(of: declaration, named: "body") {
          bodies.append((simple, calledNames(in: body.body)))
        }
      }
    }
    guard !bodies.isEmpty else { return [] }
    var wrappers: Set<String> = []
    var changed = true
    while changed {
      changed = false
      for body in bodies where !wrappers.contains(body.name) {
        if !body.called.isDisjoint(with: presentationModifiers)
          || !body.called.isDisjoint(with: wrappers)
        {
          wrappers.insert(body.name)
          changed = true
        }
      }
    }
    return wrappers
  }

  private static func functionBodies(of declaration: TypeDeclaration, named name: String?)
    -> [(name: String, body: CodeBlockSyntax)]
  {
    guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { return [] }
    var result: [(name: String, body: CodeBlockSyntax)] = []
    for member in group.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
        name == nil || function.name.text == name
      else { continue }
      result.append((function.name.text, body))
    }
    return result
  }

  /// The names of the functions and methods a body calls (`sheet` for `sheet(…)` and
  /// `self.sheet(…)`, `Cover` for `Cover(…)`).
  private static func calledNames(in body: CodeBlockSyntax) -> Set<String> {
    final class Calls: SyntaxVisitor {
      var names: Set<String> = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = SyntaxQueries.calleeName(node.calledExpression) { names.insert(name) }
        return .visitChildren
      }
    }
    let calls = Calls(viewMode: .sourceAccurate)
    calls.walk(body)
    return calls.names
  }
}
