import SwiftSyntax

/// `state-not-private`: `@State` and `@StateObject` properties should be `private`.
struct StateNotPrivateRule: FileRule {
  static let description = RuleDescription(
    id: "state-not-private",
    name: "State not private",
    summary: "A @State or @StateObject property is visible outside its view.",
    explanation: """
      @State and @StateObject declare storage that the view itself owns: SwiftUI keeps the \
      value alive across re-renders and ignores any new initial value a parent passes after \
      the first render. A non-private state property invites exactly that mistake and hides \
      the fact that the data has more than one owner. Keep @State private; if another \
      view needs to read or change the value, move it up — pass a @Binding, or hold it in a \
      view model or an environment model. State of an `App` or `Scene` that the type's own \
      extensions in other files use cannot be private and is not reported.
      """)

  let severity: Severity

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
  }

  func check(_ file: LintFile, context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    for declaration in file.declarations
    where declaration.kind != .extension && context.index.isHost(declaration.name) {
      for property in declaration.properties where !property.isStatic {
        guard property.wrapper == .state || property.wrapper == .stateObject,
          property.access != .private, property.access != .fileprivate,
          !property.attributes.contains("Previewable"),
          !Self.usedByExtensionsElsewhere(property.name, of: declaration, index: context.index)
        else { continue }
        let wrapper = property.wrapper == .state ? "@State" : "@StateObject"
        findings.append(
          finding(
            in: file, at: property.declaration,
            "\(wrapper) property '\(property.name)' of \(declaration.name) should be private: the "
              + "view owns it and ignores values passed in after the first render; use @Binding "
              + "or a model if others need it",
            symbol: "\(declaration.qualifiedName).\(property.name)"))
      }
    }
    return findings
  }

  /// Whether `name` of an `App` or `Scene` type is used by the type's own extensions in other
  /// files, which a `private` property would be hidden from (views keep being reported: their
  /// state belongs in one file).
  static func usedByExtensionsElsewhere(
    _ name: String, of declaration: TypeDeclaration, index: ProjectIndex
  ) -> Bool {
    guard index.isAppOrScene(declaration.name) else { return false }
    let all = index.declarations[declaration.name] ?? []
    return all.contains { other in
      guard other.kind == .extension, other.file != declaration.file else { return false }
      return other.node.tokens(viewMode: .sourceAccurate).contains { token in
        guard case .identifier(let text) = token.tokenKind else { return false }
        return text == name || text == "_" + name || text == "$" + name
      }
    }
  }
}
