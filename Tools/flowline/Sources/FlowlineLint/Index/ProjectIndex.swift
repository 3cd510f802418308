import SwiftSyntax

/// A cross-file semantic index of the linted sources: which types are views, which classes
/// are observable, what properties and initializers each type has (merging extensions across
/// files), and which custom environment keys hold which types.
///
/// Types are identified by their simple name. When two modules declare the same name, each
/// module's declarations are keyed `Module.Name` (``TypeIdentity``); a reference by simple name
/// to such a type resolves only where the rules ask for it (views constructed by views), and
/// classification questions that depend on the kind of type answer conservatively.
struct ProjectIndex: Sendable {
  /// Every declaration and extension, by simple name.
  let declarations: [String: [TypeDeclaration]]
  /// Types that conform to `View`, directly, through extensions or through protocols that
  /// refine `View`.
  let viewTypes: Set<String>
  /// The last name component of every view type (`Row` for `Feature.Row`): a cheap test
  /// before resolving a construction's callee.
  let viewSimpleNames: Set<String>
  /// Per module, its global variables' types by name (`musicService` → `AppleMusicService`).
  let globalTypes: [String: [String: String]]
  /// The last component of every type name the project declares or extends (`Environment` for
  /// `SettingsModel.Environment`).
  let declaredSimpleNames: Set<String>
  /// Types whose `body` SwiftUI evaluates and whose dynamic properties it manages: views,
  /// view modifiers, apps and scenes.
  let hostTypes: Set<String>
  /// Views an `App` or `Scene` constructs by name (`WindowGroup { ContentView() }`): the
  /// roots of the app's scenes.
  let sceneRootViews: Set<String>
  /// Classes conforming to `ObservableObject` (directly, through protocols or superclasses).
  let observableObjectTypes: Set<String>
  /// Classes using the Observation framework (`@Observable`, SwiftData's `@Model`, the
  /// `@Perceptible` back-port), or inheriting from one.
  let observationTypes: Set<String>
  /// Names declared only as classes or actors.
  let classTypes: Set<String>
  /// Names declared only as structs or enums.
  let valueTypes: Set<String>
  /// Custom environment keys (`EnvironmentValues.filmRepository`) → the simple type name.
  let environmentValues: [String: String]
  /// Method names the project declares only as view-returning methods (modifiers, helpers).
  let viewBuildingMethodNames: Set<String>
  /// For each method name, the argument labels every declaration of that name marks
  /// `@autoclosure` (names with none are absent).
  let autoclosureLabelsByMethod: [String: Set<String>]
  /// For each method name a `View` extension of the project declares returning a view (a
  /// modifier of its own, `.contextMenu(items, onPick)`), the parameter lists of those
  /// declarations.
  let viewExtensionMethodSignatures: [String: [[InitializerParameter]]]
  /// The project's own presentation wrappers: `View` extension methods and `ViewModifier`
  /// types that apply `.sheet`, `.alert` or another presentation modifier (see
  /// ``presentationWrappers(in:)``).
  let presentationWrappers: Set<String>
  /// Types with an initializer that takes an `@autoclosure` parameter.
  let typesWithAutoclosureInitializers: Set<String>
  /// The modules (targets) the linted files belong to; see ``ModuleMap``.
  let moduleNames: Set<String>
  /// Every member write of the project by member name (see ``MemberWrite``), or `nil` when
  /// the files were not scanned (then every member counts as written).
  let memberWrites: [String: [MemberWrite]]?

  /// For a name the project declares only inside other types (`Schema.Item`, never at the
  /// top level, and no type alias of that name anywhere), the dotted paths of the types that
  /// enclose its declarations: an unqualified use outside them means some other module's type.
  let nestedOnlyEnclosures: [String: Set<String>]
  /// The names of the project's type aliases (outside function bodies).
  let typeAliasNames: Set<String>
  /// Every instance or static property the project declares, by name.
  let propertiesByName: [String: [PropertyDeclaration]]
  /// For each name the project's code constructs outside previews (`Form(store: model)`), the
  /// argument labels of each construction; `nil` when the files were not scanned.
  let constructionLabels: [String: [Set<String>]]?
  /// The views constructed outside previews only as values kept by a class instance, a type or
  /// a `@State` property's initial value (``ConstructionSite/isHeld``); nil without the scan.
  let heldOnceViews: Set<String>?
  /// Types the project holds in `@StateObject`, `@ObservedObject` or `@EnvironmentObject`
  /// properties: observable objects by use, also when a package declares them (an alert
  /// manager the app keeps as a `@StateObject`).
  let observedByUse: Set<String>
  /// `Module.Name` → the key of the type that name means in that module when the module does
  /// not declare it but compiles another module's file that does (see
  /// ``TypeIdentity/separateModules(_:)``).
  let moduleAliases: [String: String]
  /// The views nothing in the project ever constructs, and the view modifiers written only in
  /// methods nothing calls; see ``neverConstructedViews(_:views:apps:mentions:)``.
  let unrenderedViews: Set<String>
  /// For each capitalized name written somewhere (``TypeMention``), the files (as declarations
  /// name them) that write it: a file that never writes `Form` holds no `Form(…)` call. `nil`
  /// when the files were not scanned (then every file may).
  let filesMentioning: [String: Set<String>]?

  init(
    files: [[TypeDeclaration]], memberWrites: [MemberWrite]? = nil,
    globalTypes: [String: [String: String]] = [:],
    typeAliasNames: Set<String> = [], constructions: [ConstructionSite]? = nil,
    moduleAliases: [String: String] = [:], typeMentions: [TypeMention]? = nil,
    filesMentioning: [String: Set<String>]? = nil
  ) {
    self.moduleAliases = moduleAliases
    self.filesMentioning = filesMentioning
    self.globalTypes = globalTypes
    constructionLabels = constructions.map { sites in
      Dictionary(grouping: sites, by: \.type).mapValues { $0.map(\.labels) }
    }
    heldOnceViews = constructions.map { sites in
      Set(Dictionary(grouping: sites, by: \.type).filter { $0.value.allSatisfy(\.isHeld) }.keys)
    }
    self.memberWrites = memberWrites.map { Dictionary(grouping: $0, by: \.member) }
    var declarations: [String: [TypeDeclaration]] = [:]
    for file in files {
      for declaration in file { declarations[declaration.name, default: []].append(declaration) }
    }
    self.declarations = declarations
    nestedOnlyEnclosures = Self.nestedOnlyEnclosures(declarations, typeAliasNames: typeAliasNames)
    self.typeAliasNames = typeAliasNames
    var byName: [String: [PropertyDeclaration]] = [:]
    for list in declarations.values {
      for declaration in list {
        for property in declaration.properties {
          byName[property.name, default: []].append(property)
        }
      }
    }
    propertiesByName = byName
    var observedByUse: Set<String> = []
    for list in byName.values {
      for property in list {
        switch property.wrapper {
        case .stateObject, .observedObject, .environmentObject:
          if let type = property.inferredTypeName { observedByUse.insert(type) }
        default: break
        }
      }
    }
    self.observedByUse = observedByUse
    moduleNames = Set(declarations.values.flatMap { $0.map(\.module) }).subtracting([""])

    var kinds: [String: Set<TypeDeclaration.Kind>] = [:]
    for (name, list) in declarations {
      kinds[name] = Set(list.map(\.kind).filter { $0 != .extension })
    }
    classTypes = Set(
      kinds.filter { !$0.value.isEmpty && $0.value.isSubset(of: [.class, .actor]) }.keys)
    valueTypes = Set(
      kinds.filter { !$0.value.isEmpty && $0.value.isSubset(of: [.struct, .enum]) }.keys)

    viewTypes = Self.conformers(to: Self.viewRoots, in: declarations, throughSuperclasses: false)
    viewSimpleNames = Set(viewTypes.map(TypeNames.lastComponent))
    declaredSimpleNames = Set(declarations.keys.map(TypeNames.lastComponent))
    hostTypes = Self.conformers(
      to: Self.viewRoots.union(["ViewModifier", "App", "Scene"]), in: declarations,
      throughSuperclasses: false)
    sceneRootViews = Self.viewsConstructed(
      by: Self.conformers(to: ["App", "Scene"], in: declarations, throughSuperclasses: false)
        .subtracting(viewTypes),
      in: declarations, views: viewTypes)
    let observableObjects = Self.conformers(
      to: ["ObservableObject"], in: declarations, throughSuperclasses: true)
    observableObjectTypes = observableObjects.intersection(
      Set(kinds.filter { $0.value.contains(.class) }.keys))

    var observation = Set(
      declarations.filter { _, list in
        list.contains {
          $0.kind == .class && !Self.observationMacros.isDisjoint(with: $0.attributes)
        }
      }.keys)
    Self.closeOverSubclasses(&observation, in: declarations)
    observationTypes = observation

    var environment: [String: String] = [:]
    for declaration in declarations["EnvironmentValues"] ?? [] where declaration.kind == .extension
    {
      for property in declaration.properties where !property.isStatic {
        if let type = property.inferredTypeName { environment[property.name] = type }
      }
    }
    environmentValues = environment

    var viewBuilding: [String: Bool] = [:]
    for list in declarations.values {
      for declaration in list {
        for method in declaration.methods {
          viewBuilding[method.name] = (viewBuilding[method.name] ?? true) && method.returnsView
        }
      }
    }
    viewBuildingMethodNames = Set(viewBuilding.filter(\.value).keys)

    var viewExtensionMethods: [String: [[InitializerParameter]]] = [:]
    for declaration in declarations["View"] ?? [] where declaration.kind == .extension {
      for method in declaration.methods where method.returnsView && !method.isStatic {
        viewExtensionMethods[method.name, default: []].append(method.viewMethodParameters)
      }
    }
    viewExtensionMethodSignatures = viewExtensionMethods
    presentationWrappers = Self.presentationWrappers(in: declarations)

    var autoclosureLabels: [String: Set<String>] = [:]
    var autoclosureTypes: Set<String> = []
    for (name, list) in declarations {
      for declaration in list {
        for method in declaration.methods {
          autoclosureLabels[method.name] =
            autoclosureLabels[method.name].map { $0.intersection(method.autoclosureLabels) }
            ?? method.autoclosureLabels
        }
        if declaration.initializers.contains(where: {
          $0.parameters.contains(where: \.isAutoclosure)
        }) {
          autoclosureTypes.insert(name)
        }
      }
    }
    autoclosureLabelsByMethod = autoclosureLabels.filter { !$0.value.isEmpty }
    typesWithAutoclosureInitializers = autoclosureTypes
    if let typeMentions {
      // A view modifier written only inside methods nothing calls (the `popup(…)` helper of
      // `extension View` that makes it) is never built either. (A capitalized method,
      // `Main(safeAreaTop:)`, is called like a construction: such a mention stays.) Views are
      // judged on every mention, so a view written only in a dead modifier stays linted.
      let calledNames = Set((memberWrites ?? []).filter(\.isCall).map(\.member))
      let modifiers = hostTypes.filter { name in
        (declarations[name] ?? []).contains { $0.inheritedTypes.contains("ViewModifier") }
      }
      let apps = Self.conformers(to: ["App"], in: declarations, throughSuperclasses: false)
      unrenderedViews = Self.neverConstructedViews(
        declarations, views: viewTypes, apps: apps, mentions: typeMentions
      ).union(
        Self.neverConstructedViews(
          declarations, views: modifiers, apps: apps,
          mentions: typeMentions.filter { mention in
            mention.method.isEmpty || mention.method.first?.isLowercase != true
              || calledNames.contains(mention.method)
              || !Self.isPlainMethod(mention.method, of: mention.scope, in: declarations)
          }))
    } else {
      unrenderedViews = []
    }
  }

  /// Whether every declaration of `method` in the project's `scope` (a type or the project's
  /// extensions of one, `extension View`) is a plain method: no attribute, no `override`, and
  /// `scope` conforms there to nothing a framework calls into (only `View` and protocols without
  /// method requirements). A plain method nothing calls by name never runs, and neither does
  /// what it builds (`Popup(…)` made only by an unused `popup(…)` modifier).
  private static func isPlainMethod(
    _ method: String, of scope: String, in declarations: [String: [TypeDeclaration]]
  ) -> Bool {
    guard !scope.isEmpty, !scope.contains("."), let list = declarations[scope], !list.isEmpty
    else { return false }
    var found = false
    for declaration in list {
      guard
        declaration.inheritedTypes.allSatisfy({
          $0 == "View" || requirementFreeProtocols.contains($0)
        }),
        let group = declaration.node.asProtocol((any DeclGroupSyntax).self)
      else { return false }
      for member in group.memberBlock.members {
        guard let function = member.decl.as(FunctionDeclSyntax.self),
          function.name.text == method
        else { continue }
        guard function.attributes.isEmpty,
          !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
        else { return false }
        found = true
      }
    }
    return found
  }

  /// The views nothing in the project ever renders: a top-level, capitalized view, not public
  /// unless it is in the app's own module (an app target exports nothing),
  /// whose name is written nowhere outside itself (no construction, no preview, no type
  /// annotation, no generic argument), or only inside other such views (the greatest set
  /// closed that way, so a dead view's dead children go with it). Only known when the project
  /// has its entry point (a type conforming to `App`): a library's views are its users' to
  /// construct. A name two types share is never counted dead.
  private static func neverConstructedViews(
    _ declarations: [String: [TypeDeclaration]], views: Set<String>, apps: Set<String>,
    mentions: [TypeMention]
  ) -> Set<String> {
    guard !apps.isEmpty else { return [] }
    // An app target exports nothing: `public` there (a library's code copied into the app)
    // makes no view reachable.
    let appModules = Set(apps.flatMap { (declarations[$0] ?? []).map(\.module) })
    var dead = Set(
      views.filter { name in
        guard !name.contains("."), TypeMention.isTypeLike(name), let list = declarations[name]
        else { return false }
        let types = list.filter { $0.kind != .extension }
        guard types.count == 1, let type = types.first, type.qualifiedName == name else {
          return false
        }
        return appModules.contains(type.module)
          || !list.contains { SyntaxQueries.isPublic($0.node) }
      })
    // Scope → the candidates written there; then every candidate written in a live scope is
    // live, and so, in turn, are the candidates written inside it.
    var writtenIn: [String: Set<String>] = [:]
    for mention in mentions where dead.contains(mention.name) && mention.scope != mention.name {
      writtenIn[mention.scope, default: []].insert(mention.name)
    }
    var live = writtenIn.keys.filter { !dead.contains($0) }
    while let scope = live.popLast() {
      for name in writtenIn[scope] ?? [] where dead.remove(name) != nil {
        live.append(name)
      }
    }
    return dead
  }

  /// Class macros that make a class observed by the views reading it: `@Observable`,
  /// SwiftData's `@Model`, and Point-Free Perception's back-port `@Perceptible`.
  static let observationMacros: Set<String> = ["Observable", "Model", "Perceptible"]

  /// SwiftUI's own protocols that refine `View`.
  static let viewRoots: Set<String> = [
    "View", "UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable",
    "NSViewControllerRepresentable", "Shape", "InsettableShape",
  ]

  // MARK: Queries

  /// Whether a type is a view.
  func isView(_ name: String) -> Bool { viewTypes.contains(name) }

  /// Whether a type is a view, view modifier, app or scene.
  func isHost(_ name: String) -> Bool { hostTypes.contains(name) }

  /// Whether a class is observable by SwiftUI through either framework.
  func isObservable(_ name: String) -> Bool {
    observableObjectTypes.contains(name) || observationTypes.contains(name)
  }

  /// All properties of a type, from its declarations and extensions in every file.
  func properties(of name: String) -> [PropertyDeclaration] {
    (declarations[name] ?? []).flatMap(\.properties)
  }

  /// The property of a type with the given name.
  func property(_ property: String, of type: String) -> PropertyDeclaration? {
    properties(of: type).first { $0.name == property }
  }

  /// The stored instance properties of a class or struct (extensions cannot add any).
  func storedProperties(of name: String) -> [PropertyDeclaration] {
    (declarations[name] ?? []).filter { $0.kind != .extension }.flatMap(\.properties).filter {
      $0.isStored && !$0.isStatic
    }
  }

  /// The type an `@Environment` property reads: `Foo` for `@Environment(Foo.self)`, or the type
  /// of a custom environment key for `@Environment(\.foo)`.
  func environmentModelType(of property: PropertyDeclaration) -> String? {
    switch property.wrapper {
    case .environmentObject: return property.typeName
    case .environment:
      if let type = property.environmentTypeName { return type }
      if let key = property.environmentKey { return environmentValues[key] }
      return nil
    default: return nil
    }
  }

  /// Whether the project constructs `view` outside previews and every such construction
  /// passes an argument labelled `label` (`OrganizationForm(store: model)`): the property's
  /// default value only serves the previews. Without the scan, or with no construction, no.
  func everyConstructionPasses(_ label: String, to view: String) -> Bool {
    guard let sites = constructionLabels?[TypeNames.lastComponent(view)], !sites.isEmpty else {
      return false
    }
    return sites.allSatisfy { $0.contains(label) }
  }

  /// Whether every construction of `view` outside previews is a value kept by a class instance,
  /// a type (`private var routerView = RouterView()` in a manager the app asks for it) or a
  /// `@State` property's initial value: the view value, with the defaults of its stored
  /// properties, is made once per holder.
  func isHeldOnce(_ view: String) -> Bool {
    heldOnceViews?.contains(TypeNames.lastComponent(view)) ?? false
  }

  // MARK: Conformance closure

  /// The views the declarations of `owners` construct by name (`ContentView()`), keyed as the
  /// index keys them (`Module.Name` when several modules declare the name and the owner's
  /// module does).
  private static func viewsConstructed(
    by owners: Set<String>, in declarations: [String: [TypeDeclaration]], views: Set<String>
  ) -> Set<String> {
    var result: Set<String> = []
    for owner in owners {
      for declaration in declarations[owner] ?? [] {
        for token in declaration.node.tokens(viewMode: .sourceAccurate) {
          guard case .identifier(let name) = token.tokenKind,
            let reference = token.parent?.as(DeclReferenceExprSyntax.self),
            let call = reference.parent?.as(FunctionCallExprSyntax.self),
            call.calledExpression.id == ExprSyntax(reference).id
          else { continue }
          let qualified = "\(declaration.module).\(name)"
          let key = declarations[name] == nil && declarations[qualified] != nil ? qualified : name
          if views.contains(key) { result.insert(key) }
        }
      }
    }
    return result
  }

  private static func conformers(
    to roots: Set<String>, in declarations: [String: [TypeDeclaration]], throughSuperclasses: Bool
  ) -> Set<String> {
    var refining = roots
    var changed = true
    while changed {
      changed = false
      for (name, list) in declarations where !refining.contains(name) {
        if list.contains(where: {
          $0.kind == .protocol && $0.inheritedTypes.contains(where: refining.contains)
        }) {
          refining.insert(name)
          changed = true
        }
      }
    }
    var result: Set<String> = []
    for (name, list) in declarations {
      let isProtocol = list.contains { $0.kind == .protocol }
      if !isProtocol, list.contains(where: { $0.inheritedTypes.contains(where: refining.contains) })
      {
        result.insert(name)
      }
    }
    if throughSuperclasses { closeOverSubclasses(&result, in: declarations) }
    return result
  }

  private static func closeOverSubclasses(
    _ set: inout Set<String>, in declarations: [String: [TypeDeclaration]]
  ) {
    var changed = true
    while changed {
      changed = false
      for (name, list) in declarations where !set.contains(name) {
        if list.contains(where: {
          $0.kind == .class && $0.inheritedTypes.first.map(set.contains) == true
        }) {
          set.insert(name)
          changed = true
        }
      }
    }
  }
}
