/// `state-holds-reference`: `@State` holding a class SwiftUI cannot observe, or a shared
/// singleton.
struct StateHoldsReferenceRule: FileRule {
  static let description = RuleDescription(
    id: "state-holds-reference",
    name: "@State holds a reference",
    summary: "@State holds a non-@Observable class or a shared singleton.",
    explanation: """
      @State is for values the view owns: SwiftUI stores a copy per view and re-renders when \
      the value changes. A class that is not @Observable changes without SwiftUI noticing \
      (for an ObservableObject, @State ignores objectWillChange entirely), and a shared \
      singleton in @State pretends that app-wide data is local view state — seed 003's \
      "common mistake: using @State for shared data". Keep @State for value types and \
      @Observable models the view creates; use @StateObject for an ObservableObject the view \
      owns, and pass shared objects in or read them from the environment (seed 004 \
      Patterns 1 and 4).
      """)

  let severity: Severity

  /// Static member names that denote a shared instance whatever the type.
  private static let unmistakableSingletons: Set<String> = ["shared", "sharedInstance"]

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
  }

  func check(_ file: LintFile, context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    let index = context.index
    let singletons = Set(context.naming.singletonNames)
    for declaration in file.declarations
    where declaration.kind != .extension && index.isHost(declaration.name) {
      for property in declaration.properties where property.wrapper == .state && !property.isStatic
      {
        let symbol = "\(declaration.qualifiedName).\(property.name)"
        var singleton: String?
        switch property.initialValue {
        case .staticMember(let type, let member) where singletons.contains(member):
          // `Foo.default` on a type we cannot see (`Animation.default`) is usually a value;
          // only `shared`-style names are trusted without knowing the type is a class.
          if index.classTypes.contains(type)
            || (!index.valueTypes.contains(type) && Self.unmistakableSingletons.contains(member))
          {
            singleton = "\(type).\(member)"
          }
        case .implicitMember(let member) where singletons.contains(member):
          if let type = property.typeName, index.classTypes.contains(type) {
            singleton = "\(type).\(member)"
          }
        default: break
        }
        if let singleton {
          findings.append(
            finding(
              in: file, at: property.declaration,
              "@State var \(property.name) holds the shared singleton \(singleton): @State is for "
                + "data this view owns; pass shared objects in or read them from the environment",
              symbol: symbol))
          continue
        }
        guard let type = property.inferredTypeName, index.classTypes.contains(type),
          !index.observationTypes.contains(type)
        else { continue }
        let message =
          index.observableObjectTypes.contains(type)
          ? "@State var \(property.name) holds \(type), an ObservableObject: @State does not "
            + "subscribe to objectWillChange, so the view will not update; use @StateObject or make "
            + "\(type) @Observable"
          : "@State var \(property.name) holds \(type), a class that is not @Observable: SwiftUI "
            + "cannot see changes inside it; use a value type, or mark \(type) @Observable"
        findings.append(finding(in: file, at: property.declaration, message, symbol: symbol))
      }
    }
    return findings
  }
}
