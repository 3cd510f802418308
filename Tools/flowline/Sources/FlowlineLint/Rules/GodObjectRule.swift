/// `god-object`: one observable class with many stored properties, read from the environment
/// by many views.
struct GodObjectRule: ProjectRule {
  static let description = RuleDescription(
    id: "god-object",
    name: "God object",
    summary:
      "One observable class with many stored properties is read from the environment by many views.",
    explanation: """
      Seed 004's second failure mode: to escape prop drilling, everything goes into one \
      ObservableObject or @Observable class injected into the environment. Every screen then \
      depends on all app state, business logic leaks into views through its methods, and \
      testing one screen means building the whole app state. The rule reports an observable \
      class with at least `minStoredProperties` (default 15) stored properties that at least \
      `minReaders` (default 4) views read with @EnvironmentObject or @Environment, listing \
      how many of its members each reader touches. The fix (seed 004, Patterns 3 and 4): \
      one view model per screen for screen state, and small, focused shared models (a \
      session, a watchlist) in the environment for what is genuinely shared.
      """,
    options: ["minStoredProperties": "15", "minReaders": "4"])

  let severity: Severity
  let minStoredProperties: Int
  let minReaders: Int

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
    minStoredProperties = settings.int("minStoredProperties", default: 15)
    minReaders = settings.int("minReaders", default: 4)
  }

  func check(_ facts: ProjectFacts, context: RuleContext) -> [Finding] {
    let index = context.index
    var readers: [String: [(view: String, property: PropertyDeclaration, file: String)]] = [:]
    for view in index.viewTypes.sorted() {
      for declaration in index.declarations[view] ?? [] {
        for property in declaration.properties {
          guard let type = index.environmentModelType(of: property) else { continue }
          readers[type, default: []].append((view, property, declaration.file))
        }
      }
    }
    var findings: [Finding] = []
    for (type, list) in readers.sorted(by: { $0.key < $1.key }) where index.isObservable(type) {
      let stored = index.storedProperties(of: type).count
      let views = Set(list.map(\.view))
      guard stored >= minStoredProperties, views.count >= minReaders,
        let declaration = index.declarations[type]?.first(where: { $0.kind == .class })
      else { continue }
      let usage = list.map { reader in
        let used = facts.usage(of: reader.property.name, in: reader.view).members.count
        return "\(reader.view) \(used)"
      }
      let shown = usage.prefix(6).joined(separator: ", ") + (usage.count > 6 ? ", …" : "")
      findings.append(
        Finding(
          ruleID: Self.description.id, severity: severity,
          message: "\(type) looks like a God object: \(stored) stored properties, read from the "
            + "environment by \(views.count) views (members each one reads: \(shown)); split it into "
            + "per-screen view models "
            + "and small shared models",
          file: declaration.file, position: declaration.position, symbol: type,
          related: list.map {
            RelatedLocation(
              file: $0.file, position: $0.property.position, message: "read by \($0.view)")
          }))
    }
    return findings
  }
}
