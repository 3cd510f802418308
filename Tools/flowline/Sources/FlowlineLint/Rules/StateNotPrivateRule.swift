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
      view model or an environment model. State that the type's own extensions in other \
      files use, or that satisfies a property a project protocol the view conforms to \
      requires, cannot be private: it is reported only when a caller passes it in through \
      an initializer (the memberwise one, or one that seeds the state from a parameter). So \
      is state of a view conforming to another library's protocol (one the project does not \
      declare, in a file importing a library): its requirements cannot be read here.
      """)

  let severity: Severity

  init(settings: RuleSettings, severity: Severity) {
    self.severity = severity
  }

  func check(_ file: LintFile, context: RuleContext) -> [Finding] {
    var findings: [Finding] = []
    for declaration in file.declarations
    where declaration.kind != .extension && context.index.isHost(declaration.name) {
      var callers: CallerArguments?
      for property in declaration.properties where !property.isStatic {
        guard property.wrapper == .state || property.wrapper == .stateObject,
          property.access != .private, property.access != .fileprivate,
          !property.attributes.contains("Previewable")
        else { continue }
        let wrapper = property.wrapper == .state ? "@State" : "@StateObject"
        let symbol = "\(declaration.qualifiedName).\(property.name)"
        let required =
          Self.isProtocolRequirement(property.name, of: declaration.name, index: context.index)
          || Self.conformsToLibraryProtocol(declaration.name, in: file, index: context.index)
        guard
          required
            || Self.usedByExtensionsElsewhere(property.name, of: declaration, index: context.index)
        else {
          findings.append(
            finding(
              in: file, at: property.declaration,
              "\(wrapper) property '\(property.name)' of \(declaration.name) should be private: "
                + "the view owns it and ignores values passed in after the first render; use "
                + "@Binding or a model if others need it",
              symbol: symbol))
          continue
        }
        // `private` would not compile; the rule's point — the view owns the value, callers
        // must not hand it in — still holds when a caller passes it to an initializer.
        let arguments =
          callers ?? CallerArguments(of: declaration, index: context.index)
        callers = arguments
        guard let passed = arguments.passing(property.name) else { continue }
        let related = passed.sites.map {
          RelatedLocation(file: $0.file, position: $0.position, message: "passed in here")
        }
        findings.append(
          finding(
            in: file, at: property.declaration,
            "\(wrapper) property '\(property.name)' of \(declaration.name) is passed in by a "
              + "caller (\(passed.description)), but the view owns it and ignores values passed "
              + "in after the first render; it cannot be private because "
              + (required
                ? "a protocol \(declaration.name) conforms to requires it"
                : "extensions of \(declaration.name) in other files use it")
              + ", so take a @Binding or a model if the caller needs to set it",
            symbol: symbol, related: related))
      }
    }
    return findings
  }

  /// Whether a project protocol `type` conforms to declares a property `name`
  /// (`var focusCoordinator: FocusCoordinator { get }`): the state satisfies the requirement,
  /// at the protocol's access level, so it cannot be `private`.
  static func isProtocolRequirement(_ name: String, of type: String, index: ProjectIndex)
    -> Bool
  {
    index.projectProtocols(of: type).contains { proto in
      (index.declarations[proto] ?? []).contains { declaration in
        declaration.kind == .protocol && declaration.properties.contains { $0.name == name }
      }
    }
  }

  /// Whether `type` conforms to a protocol another library declares: a name in its
  /// conformance lists (declaration or extensions) that the project does not declare and that
  /// is none of Swift's or SwiftUI's, in a file importing a module that is neither Apple's
  /// nor the project's (`struct RoutesList: View, LoadableView` with `import Loadability`).
  /// Its requirements cannot be read, so any property may satisfy one.
  static func conformsToLibraryProtocol(_ type: String, in file: LintFile, index: ProjectIndex)
    -> Bool
  {
    let libraries = importedModules(file.tree.statements).filter {
      !ProjectIndex.systemModules.contains($0) && !index.moduleNames.contains($0)
    }
    guard !libraries.isEmpty else { return false }
    return (index.declarations[type] ?? []).contains { declaration in
      declaration.inheritedTypes.contains { name in
        index.declarations[name] == nil && !index.typeAliasNames.contains(name)
          && !Self.systemProtocols.contains(name)
      }
    }
  }

  /// The modules a file imports at its top level, also inside `#if` blocks
  /// (`#if canImport(Loadability) import Loadability #endif`).
  private static func importedModules(_ items: CodeBlockItemListSyntax) -> [String] {
    var result: [String] = []
    for item in items {
      if let module = item.item.as(ImportDeclSyntax.self)?.path.first?.name.text {
        result.append(module)
      } else if let conditional = item.item.as(IfConfigDeclSyntax.self) {
        for clause in conditional.clauses {
          if case .statements(let nested) = clause.elements {
            result += importedModules(nested)
          }
        }
      }
    }
    return result
  }

  /// Protocols of Swift and SwiftUI a view commonly conforms to.
  static let systemProtocols: Set<String> = [
    "View", "Equatable", "Hashable", "Identifiable", "Sendable", "Codable", "Encodable",
    "Decodable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible",
    "DynamicProperty", "Animatable", "CaseIterable", "RawRepresentable", "ObservableObject",
    "PreviewProvider", "ViewModifier", "Shape", "InsettableShape", "UIViewRepresentable",
    "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    "App", "Scene", "Transferable", "Error", "Observable", "AnyObject", "NSObject",
    "ToolbarContent", "Layout", "ShapeStyle", "DynamicViewContent", "Commands", "Widget",
    "WidgetBundle", "TimelineProvider", "AppIntent", "Gesture", "ButtonStyle",
    "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "TextFieldStyle", "ProgressViewStyle",
    "MenuStyle", "GroupBoxStyle", "ListStyle", "PickerStyle", "ControlGroupStyle",
    "EnvironmentKey", "PreferenceKey", "TransitionProtocol", "VisualEffect",
  ]

  /// Whether `name` is used by the type's own extensions in other files of the same module,
  /// which a `private` property would be hidden from. An extension of a nested type names it
  /// in full (`extension Feature.RootView`), so the qualified names must match: each feature's
  /// `RootView` is extended on its own.
  static func usedByExtensionsElsewhere(
    _ name: String, of declaration: TypeDeclaration, index: ProjectIndex
  ) -> Bool {
    let all = index.declarations[declaration.name] ?? []
    return all.contains { other in
      guard other.kind == .extension, other.file != declaration.file,
        other.module == declaration.module, other.qualifiedName == declaration.qualifiedName
      else { return false }
      guard let group = other.node.asProtocol((any DeclGroupSyntax).self) else { return false }
      return group.memberBlock.flattenedMembers.contains { usesOwnMember(name, in: $0) }
    }
  }

  /// Whether a member of an extension uses the extended type's property `name`: bare
  /// (`count`, `$count`, `_count`) or through `self`, and not as a member of another value
  /// (`item.count`). Nested types are skipped (their `count` is their own), and so are bare
  /// references in a member that binds the name itself (a parameter, a local).
  private static func usesOwnMember(_ name: String, in decl: DeclSyntax) -> Bool {
    if decl.isNominalTypeDeclaration { return false }
    let locals = LocalNameCollector(viewMode: .sourceAccurate)
    if let variable = decl.as(VariableDeclSyntax.self) {
      for binding in variable.bindings {
        if let accessors = binding.accessorBlock { locals.walk(accessors) }
        if let initializer = binding.initializer { locals.walk(initializer) }
      }
    } else {
      locals.walk(decl)
    }
    let finder = OwnMemberReferenceFinder(name: name, shadowed: locals.names.contains(name))
    finder.walk(decl)
    return finder.found
  }
}

/// Finds a reference to one of the extended type's own properties in an extension member.
private final class OwnMemberReferenceFinder: SyntaxVisitor {
  let spellings: Set<String>
  let shadowed: Bool
  var found = false

  init(name: String, shadowed: Bool) {
    spellings = [name, "_" + name, "$" + name]
    self.shadowed = shadowed
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard !found, spellings.contains(node.baseName.text) else { return .skipChildren }
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      found =
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    } else {
      found = !shadowed
    }
    return .skipChildren
  }
}

/// Where callers pass a host type's properties through its initializers.
struct CallerArguments {
  /// One argument a caller passes.
  struct Site {
    var file: String
    var position: SourcePosition
  }

  /// How a property is passed in: at these call sites, or by an initializer every call runs.
  struct Passing {
    var sites: [Site]
    var description: String
  }

  /// Property → the argument labels that set it.
  private var labels: [String: Set<String>] = [:]
  /// Properties an unlabelled initializer parameter sets: every call passes them.
  private var positional: Set<String> = []
  /// Argument label → where callers pass it.
  private var sites: [String: [Site]] = [:]

  init(of declaration: TypeDeclaration, index: ProjectIndex) {
    let all = (index.declarations[declaration.name] ?? []).filter {
      $0.qualifiedName == declaration.qualifiedName
    }
    let declared = all.filter { $0.kind != .extension }.flatMap(\.initializers)
    // A struct without initializers of its own gets the memberwise one, labelled by name.
    if declaration.kind == .struct, declared.isEmpty {
      for property in declaration.properties where property.isStored && !property.isStatic {
        labels[property.name, default: []].insert(property.name)
      }
    }
    for initializer in declared + all.filter({ $0.kind == .extension }).flatMap(\.initializers) {
      for parameter in initializer.parameters {
        guard let property = initializer.assignments[parameter.name] else { continue }
        if let label = parameter.label {
          labels[property, default: []].insert(label)
        } else {
          positional.insert(property)
        }
      }
    }
    let wanted = labels.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    guard !wanted.isEmpty else { return }
    let typeName = TypeNames.lastComponent(declaration.name)
    // Only files that write the type's name can call it: the others are not walked.
    let mentioning = index.filesMentioning.map { $0[typeName] ?? [] }
    var roots: [String: Syntax] = [:]
    for list in index.declarations.values {
      for other in list where roots[other.file] == nil {
        guard mentioning?.contains(other.file) ?? true else { continue }
        roots[other.file] = other.node.root
      }
    }
    for (file, root) in roots.sorted(by: { $0.key < $1.key }) {
      let finder = LabelledCallFinder(typeName: typeName, labels: wanted)
      finder.walk(root)
      guard !finder.found.isEmpty else { continue }
      let converter = SourceLocationConverter(fileName: file, tree: root)
      for (label, node) in finder.found {
        let location = node.startLocation(converter: converter)
        sites[label, default: []].append(
          Site(file: file, position: SourcePosition(line: location.line, column: location.column)))
      }
    }
  }

  /// How `property` is passed in by callers, or `nil` when no caller does.
  func passing(_ property: String) -> Passing? {
    if positional.contains(property) {
      return Passing(sites: [], description: "an initializer takes it unlabelled")
    }
    let found = (labels[property] ?? []).sorted().flatMap { sites[$0] ?? [] }
    guard let first = found.first else { return nil }
    let more = found.count > 1 ? " and \(found.count - 1) more" : ""
    return Passing(
      sites: found, description: "\(first.file):\(first.position.line)\(more)")
  }
}

/// Finds calls `Type(label: …)` (or `Type.init(label: …)`) passing one of the wanted labels.
private final class LabelledCallFinder: SyntaxVisitor {
  let typeName: String
  let labels: Set<String>
  var found: [(label: String, node: Syntax)] = []

  init(typeName: String, labels: Set<String>) {
    self.typeName = typeName
    self.labels = labels
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if TypeNames.typeName(ofCallee: node.calledExpression) == typeName {
      for argument in node.arguments {
        if let label = argument.label?.text, labels.contains(label) {
          found.append((label, Syntax(argument)))
        }
      }
    }
    return .visitChildren
  }
}
