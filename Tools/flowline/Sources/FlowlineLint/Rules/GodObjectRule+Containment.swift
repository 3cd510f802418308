import SwiftSyntax

extension GodObjectRule {
  /// Whether the model and every view reading it live in one feature's folder: a folder below
  /// the app's own (no `App` of the project is declared in it) that holds fewer than half of
  /// the project's views — a watch app's `Workout/` folder with its session model and the
  /// pages reading it. That is the feature's model shared with its screens, however the app
  /// hands it down. Without an `App` in the project (a package of features, an app hosted by
  /// UIKit), or when the files share only the project's root, no.
  static func isOneFeature(model file: String, readers: [String], index: ProjectIndex) -> Bool {
    let folder = commonFolder(of: [file] + readers)
    guard !folder.isEmpty else { return false }
    let apps = index.declarations.values.joined().filter {
      $0.kind != .protocol && $0.inheritedTypes.contains("App")
    }
    guard !apps.isEmpty, !apps.contains(where: { isInside($0.file, folder) }),
      // Below an app's own folder (a multiplatform `Shared/` beside `iOS/` is not).
      apps.contains(where: { app in
        let appFolder = commonFolder(of: [app.file])
        return appFolder.isEmpty || isInside(folder + "/", appFolder)
      })
    else {
      return false
    }
    let viewFiles = index.viewTypes.compactMap { index.declarations[$0]?.first?.file }
    let inside = viewFiles.filter { isInside($0, folder) }.count
    return inside * 2 < viewFiles.count
  }

  /// Whether every view reading the model is one reader or lies in what that reader builds
  /// (its subtree), and that reader is a screen, not the app's shell: its subtree holds fewer
  /// than half of the project's views — a tab's record list with its search bar, keyword chips
  /// and record page. That is one screen's model shared with its subviews, however the app
  /// hands it down.
  static func isOneScreen(readers: Set<String>, subtrees: inout Subtrees, index: ProjectIndex)
    -> Bool
  {
    // One reader alone (a threshold lowered to one) is not a screen shared with subviews.
    guard readers.count > 1 else { return false }
    let total = index.viewTypes.count
    for reader in readers.sorted() {
      let below = subtrees.subtree(of: reader)
      guard below.count * 2 < total,
        readers.allSatisfy({ $0 == reader || below.contains($0) })
      else { continue }
      return true
    }
    return false
  }

  /// The deepest folder holding every one of `files` (relative paths, or absolute ones when
  /// the project lies outside the working directory, which keep their leading `/`); empty for
  /// the root.
  static func commonFolder(of files: [String]) -> String {
    var common: [Substring]? = nil
    for file in files {
      let folders = file.split(separator: "/").dropLast()
      guard let known = common else {
        common = Array(folders)
        continue
      }
      common = Array(zip(known, folders).prefix { $0 == $1 }.map(\.0))
    }
    let folder = (common ?? []).joined(separator: "/")
    let isAbsolute = files.first?.hasPrefix("/") ?? false
    return isAbsolute && !folder.isEmpty ? "/" + folder : folder
  }

  /// Whether `file` lies in `folder` or below it.
  private static func isInside(_ file: String, _ folder: String) -> Bool {
    file.hasPrefix(folder + "/")
  }

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
