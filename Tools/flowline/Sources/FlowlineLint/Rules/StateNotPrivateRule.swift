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
      view model or an environment model.
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
          !property.attributes.contains("Previewable")
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
}
