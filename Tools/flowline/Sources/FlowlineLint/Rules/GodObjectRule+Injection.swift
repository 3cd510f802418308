import SwiftSyntax

extension GodObjectRule {
  /// Where a model type is put into the environment, and who creates it, by the kind of type
  /// that does it.
  struct InjectionSites {
    /// Types injected by a view's code (`.environmentObject(model)` in a `View`, a
    /// `ViewModifier` or an extension of `View`).
    var byViews: Set<String> = []
    /// Types injected by anything else: an `App` or `Scene`, or a UIKit/AppKit controller
    /// hosting SwiftUI.
    var byOthers: Set<String> = []
    /// Types a view creates in a stored property (`@StateObject private var state = State()`).
    var ownedByViews: Set<String> = []
    /// Types created in a stored property of anything else (an `App`'s `@StateObject`, a
    /// delegate's `let`), or as a static instance (`static let shared = Model()`).
    var ownedByOthers: Set<String> = []

    /// Whether the model is scoped to one screen: every injection that names it is made by a
    /// view, so only that view's subtree reads it; or every instance is created by a view,
    /// whatever then relays it (a UIKit controller hosting the screen's subviews passes on
    /// the view's own state, it does not make it app state).
    func isScreenScoped(_ type: String) -> Bool {
      (byViews.contains(type) && !byOthers.contains(type))
        || (ownedByViews.contains(type) && !ownedByOthers.contains(type))
    }
  }

  /// Scans every type's code for `.environmentObject(x)` and `.environment(x)` (one unlabeled
  /// argument) whose argument names a type: a stored property of the enclosing type, a
  /// construction `Model()` or a static member `Model.shared`. Previews are ignored; an
  /// argument whose type is not known (a local, a member chain) is ignored.
  static func injectionSites(in index: ProjectIndex) -> InjectionSites {
    var sites = InjectionSites()
    for (name, list) in index.declarations {
      // View code: a view, a view modifier (`.environment(model)` around the player it
      // attaches), or an extension of `View` (a preview or modifier helper).
      let isViewCode =
        index.isView(name) || name == "View"
        || (index.isHost(name)
          && !list.contains {
            $0.inheritedTypes.contains("App") || $0.inheritedTypes.contains("Scene")
          })
      for declaration in list {
        if declaration.inheritedTypes.contains("PreviewProvider") { continue }
        for property in declaration.properties where property.isStored {
          guard let type = createdType(by: property) else { continue }
          if index.isView(name) && !property.isStatic {
            sites.ownedByViews.insert(type)
          } else {
            sites.ownedByOthers.insert(type)
          }
        }
        let scanner = InjectionScanner(viewMode: .sourceAccurate)
        scanner.depth = declaration.kind == .extension ? 1 : 0
        scanner.walk(declaration.node)
        for argument in scanner.arguments {
          guard let type = injectedType(argument, in: name, index: index) else { continue }
          if isViewCode {
            sites.byViews.insert(type)
          } else {
            sites.byOthers.insert(type)
          }
        }
      }
    }
    return sites
  }

  /// The type a stored property's initial value creates: `= Model()`, or `= .init()` with
  /// the type in the annotation.
  private static func createdType(by property: PropertyDeclaration) -> String? {
    switch property.initialValue {
    case .construction(let type): return type
    case .implicitMember("init"): return property.typeName
    default: return nil
    }
  }

  private static func injectedType(_ argument: ExprSyntax, in host: String, index: ProjectIndex)
    -> String?
  {
    if let type = TypeNames.constructedType(by: argument) { return type }
    if let member = TypeNames.staticMember(argument) { return member.type }
    guard let name = SyntaxQueries.directProperty(argument),
      let property = index.property(name, of: host), !property.isStatic
    else {
      return nil
    }
    return property.inferredTypeName
  }
}

/// Collects the arguments of `.environmentObject(x)` and `.environment(x)` calls in one type,
/// without descending into nested types (they are scanned as types of their own).
private final class InjectionScanner: SyntaxVisitor {
  var arguments: [ExprSyntax] = []
  /// 1 inside the scanned type's own members; an extension starts there.
  var depth = 0

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      ["environmentObject", "environment"].contains(member.declName.baseName.text),
      node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil
    {
      arguments.append(argument.expression)
    }
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
  override func visitPost(_ node: StructDeclSyntax) { depth -= 1 }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
  override func visitPost(_ node: ClassDeclSyntax) { depth -= 1 }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
  override func visitPost(_ node: EnumDeclSyntax) { depth -= 1 }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter() }
  override func visitPost(_ node: ActorDeclSyntax) { depth -= 1 }

  /// The type being scanned is depth 1 (an extension is already there); deeper is nested.
  private func enter() -> SyntaxVisitorContinueKind {
    depth += 1
    return depth > 1 ? .skipChildren : .visitChildren
  }
}
