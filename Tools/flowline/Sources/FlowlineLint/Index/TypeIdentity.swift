import SwiftSyntax

/// Keeps same-named types of different modules apart.
///
/// Types are otherwise identified by their simple name. When two modules (targets) both
/// declare a name — a phone and a desktop `GroupView` — each module's declarations, extensions
/// and the property types that name it are keyed `Module.Name` instead, so that the rules see
/// two types. Only colliding names are rewritten, in one pass over the declarations.
///
/// A module that does not declare such a name but compiles a file of another module that does
/// (an Xcode target taking an iOS folder's file through a synchronized folder's exception)
/// means that file's type: its code's uses are keyed `Owner.Name` too.
enum TypeIdentity {
  /// Rewrites colliding names in `files`; returns `Module.Name` → `Owner.Name` for the names a
  /// module means through a file it shares with `Owner` (see
  /// ``ProjectIndex/resolve(_:inModule:)``).
  @discardableResult
  static func separateModules(_ files: inout [LintFile]) -> [String: String] {
    var declaredIn: [String: Set<String>] = [:]
    /// Name → (module compiling a shared file → the module that file belongs to).
    var sharedInto: [String: [String: String]] = [:]
    for file in files {
      for declaration in file.declarations where declaration.kind != .extension {
        declaredIn[declaration.name, default: []].insert(file.module)
        for other in file.otherModules where sharedInto[declaration.name]?[other] == nil {
          sharedInto[declaration.name, default: [:]][other] = file.module
        }
      }
    }
    let colliding = declaredIn.filter { $0.value.count > 1 }
    guard !colliding.isEmpty else { return [:] }
    var aliases: [String: String] = [:]
    for (name, modules) in sharedInto where colliding[name] != nil {
      for (module, owner) in modules where colliding[name]?.contains(module) != true {
        aliases["\(module).\(name)"] = "\(owner).\(name)"
      }
    }
    for index in files.indices {
      let module = files[index].module
      func key(_ name: String?) -> String? {
        guard let name, colliding[name] != nil else { return name }
        if colliding[name]?.contains(module) == true { return "\(module).\(name)" }
        return aliases["\(module).\(name)"] ?? name
      }
      var shared: [TypeDeclaration] = []
      for position in files[index].declarations.indices {
        var declaration = files[index].declarations[position]
        let simple = declaration.name
        declaration.name = key(declaration.name) ?? declaration.name
        for property in declaration.properties.indices {
          var value = declaration.properties[property]
          value.typeName = key(value.typeName)
          value.environmentTypeName = key(value.environmentTypeName)
          switch value.initialValue {
          case .construction(let type):
            value.initialValue = .construction(type: key(type) ?? type)
          case .staticMember(let type, let member):
            value.initialValue = .staticMember(type: key(type) ?? type, member: member)
          default: break
          }
          declaration.properties[property] = value
        }
        files[index].declarations[position] = declaration
        // An extension in a file other targets compile too extends each of their types of that
        // name (a shared file's `extension TorrentView` for the iOS and the macOS one).
        if declaration.kind == .extension, let modules = colliding[simple] {
          for other in files[index].otherModules where modules.contains(other) {
            var copy = declaration
            copy.name = "\(other).\(simple)"
            copy.module = other
            shared.append(copy)
          }
        }
      }
      files[index].declarations += shared
    }
    return aliases
  }
}

extension ProjectIndex {
  /// Whether a module declares `name` (not only extends it).
  func declares(_ name: String, inModule module: String) -> Bool {
    (declarations[name] ?? []).contains { $0.kind != .extension && $0.module == module }
  }

  /// Whether `name` is an `App` or a `Scene` (and not a view), directly or through a project
  /// protocol.
  func isAppOrScene(_ name: String) -> Bool {
    guard !isView(name) else { return false }
    var conformances = Set((declarations[name] ?? []).flatMap(\.inheritedTypes))
    for proto in projectProtocols(of: name) {
      conformances.formUnion((declarations[proto] ?? []).flatMap(\.inheritedTypes))
    }
    return !conformances.isDisjoint(with: ["App", "Scene"])
  }

  /// The index's name for a type a file in `module` names: `Module.Name` when several modules
  /// declare the name and this one does, the sharing module's key when this one compiles a
  /// file of that module declaring it (``moduleAliases``), the name itself otherwise.
  func resolve(_ name: String, inModule module: String) -> String {
    guard declarations[name] == nil else { return name }
    let key = "\(module).\(name)"
    return declarations[key] == nil ? moduleAliases[key] ?? name : key
  }
}

extension ProjectIndex {
  /// The index's name for the type an initializer call's callee names from `scope` in
  /// `module`. A name qualified by a module (`SwiftUI.TextField`, `Foundation.Data`,
  /// `Shared.Card`) means that module's type, never a same-named type of another module: a
  /// project module's own declaration when it has one, else the qualified name itself, which
  /// the project does not declare (a framework type). A qualifier that is no project type, no
  /// known module, no system module and nothing the file imports is the app's own module
  /// (`OpenSesame.ImportView`): it names the app's top-level type. Any other name resolves as
  /// ``resolve(_:inModule:scope:)`` does.
  func resolveCallee(_ callee: ExprSyntax, inModule module: String, scope: String) -> String? {
    guard let simple = TypeNames.typeName(ofCallee: callee) else { return nil }
    guard let path = TypeNames.path(ofTypeExpression: callee),
      let dot = path.firstIndex(of: ".")
    else { return resolve(simple, inModule: module, scope: scope) }
    let qualifier = String(path[..<dot])
    let qualifierKey = resolve(qualifier, inModule: module, scope: scope)
    // `Self.Row`, `Outer.Row`: a type's member type, looked up inside the qualifier.
    if qualifier == "Self" { return resolve(simple, inModule: module, scope: scope) }
    if let outer = declarations[qualifierKey]?.first {
      return resolve(simple, inModule: module, scope: outer.qualifiedName)
    }
    if moduleNames.contains(qualifier) {
      return declarations[path] != nil ? path : resolve(simple, inModule: qualifier)
    }
    // `OpenSesame.ImportView(…)` in an app whose targets are not known: a qualifier that is
    // no project type and no system module is the app's own module, naming its top-level type
    // (not a same-named type nested where the call is).
    if !Self.systemModules.contains(qualifier), path.split(separator: ".").count == 2,
      !Self.fileImports(qualifier, at: callee),
      declarations[simple]?.contains(where: { !$0.qualifiedName.contains(".") }) == true
    {
      return simple
    }
    return path
  }

  /// Whether the file holding `node` imports a module named `module` (`import Kingfisher`):
  /// a qualifier the file imports is that module, never the file's own.
  private static func fileImports(_ module: String, at node: ExprSyntax) -> Bool {
    guard let file = node.root.as(SourceFileSyntax.self) else { return false }
    return file.statements.contains { item in
      item.item.as(ImportDeclSyntax.self)?.path.first?.name.text == module
    }
  }

  /// Apple's and the standard library's modules, as qualifiers (`SwiftUI.TextField`).
  static let systemModules: Set<String> = [
    "Swift", "SwiftUI", "Foundation", "UIKit", "AppKit", "Combine", "SwiftData", "CoreData",
    "MapKit", "Charts", "WidgetKit", "AVKit", "AVFoundation", "PhotosUI", "Photos", "WebKit",
    "StoreKit", "CoreLocation", "HealthKit", "Observation", "os", "Darwin", "CoreGraphics",
    "QuartzCore", "CoreImage", "Vision", "VisionKit", "ARKit", "RealityKit", "SceneKit",
    "SpriteKit", "GameKit", "EventKit", "Contacts", "MessageUI", "SafariServices", "CloudKit",
    "UserNotifications", "AuthenticationServices", "LocalAuthentication", "MusicKit",
    "QuickLook", "UniformTypeIdentifiers", "Accessibility", "ActivityKit", "AppIntents",
    "OSLog", "TipKit", "Network", "CryptoKit", "CoreMotion", "CoreBluetooth", "Speech",
    "NaturalLanguage", "CoreML", "CoreHaptics", "GameController", "Intents", "IntentsUI",
    "PassKit", "LinkPresentation", "BackgroundTasks", "Security", "SystemConfiguration",
    "MediaPlayer", "AudioToolbox", "CoreText", "ImageIO", "PDFKit", "Metal", "MetalKit",
    "WatchKit", "WatchConnectivity", "ClockKit", "CoreNFC", "CoreSpotlight", "Testing",
    "XCTest", "Dispatch", "Glibc", "ExtensionFoundation", "SwiftUICore", "FoundationModels",
  ]
}

/// Keeps same-named nested types apart, resolving each unqualified name as Swift does.
///
/// When several declarations share a simple name and at least one is nested in another type
/// (`CheckoutScreen.Draft`, `FilterPanel.Draft`), the nested ones are keyed by their dotted
/// path and the top-level one keeps its simple name. A property's type, initial value and
/// `@Environment(Foo.self)` argument are then resolved from the scope that writes them: a type
/// nested in the enclosing type (declared there or in any extension of it, in any file), then
/// in each outer type, then a top-level type. A type nested in some other type is never what
/// an unqualified name means; when nothing in scope declares the name it stays the simple
/// name (a top-level or another module's type). Names declared only once keep their simple
/// name, as everywhere else in the index.
enum NestedTypeIdentity {
  static func separateNestedTypes(_ files: inout [LintFile]) {
    var paths: [String: Set<String>] = [:]
    for file in files {
      for declaration in file.declarations where declaration.kind != .extension {
        paths[declaration.name, default: []].insert(declaration.qualifiedName)
      }
    }
    let colliding = paths.filter { _, paths in
      paths.count > 1 && paths.contains { $0.contains(".") }
    }
    guard !colliding.isEmpty else { return }
    let known = Set(colliding.values.flatMap { $0 })

    for index in files.indices {
      for position in files[index].declarations.indices {
        var declaration = files[index].declarations[position]
        if colliding[declaration.name] != nil {
          if declaration.kind == .extension {
            if let path = lookup(declaration.qualifiedName, from: "", in: known) {
              declaration.name = path
            }
          } else {
            declaration.name = declaration.qualifiedName
          }
        }
        let scope = declaration.qualifiedName
        for property in declaration.properties.indices {
          resolve(
            &declaration.properties[property], from: scope, colliding: colliding, known: known)
        }
        files[index].declarations[position] = declaration
      }
    }
  }

  /// The dotted path `written` names from `scope`: the innermost enclosing type that declares
  /// it wins, a top-level declaration last.
  static func lookup(_ written: String, from scope: String, in known: Set<String>) -> String? {
    var components = scope.split(separator: ".").map(String.init)
    while true {
      let candidate = (components + [written]).joined(separator: ".")
      if known.contains(candidate) { return candidate }
      guard !components.isEmpty else { return nil }
      components.removeLast()
    }
  }

  private static func resolve(
    _ property: inout PropertyDeclaration, from scope: String, colliding: [String: Set<String>],
    known: Set<String>
  ) {
    func key(_ simple: String?, written: String?) -> String? {
      guard let simple, colliding[simple] != nil else { return simple }
      let path = written ?? simple
      if let found = lookup(path, from: scope, in: known) { return found }
      // Unqualified and declared in no enclosing scope: a top-level or another module's type.
      // Qualified by something the project does not nest it in (a module, a type alias): the
      // top-level type if there is one, else an unknown type.
      if path == simple || known.contains(simple) { return simple }
      return path
    }
    let binding = property.declaration.bindings.first {
      $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name
    }
    let annotation = binding?.typeAnnotation.flatMap { TypeNames.path(of: $0.type) }
    property.typeName = key(property.typeName, written: annotation)

    let value = binding?.initializer.map { TypeNames.unwrapEffects($0.value) }
    switch property.initialValue {
    case .construction(let type):
      let callee = value?.as(FunctionCallExprSyntax.self)?.calledExpression
      let written = callee.flatMap(TypeNames.path(ofTypeExpression:))
      property.initialValue = .construction(type: key(type, written: written) ?? type)
    case .staticMember(let type, let member):
      let base = value?.as(MemberAccessExprSyntax.self)?.base
      let written = base.flatMap(TypeNames.path(ofTypeExpression:))
      property.initialValue = .staticMember(
        type: key(type, written: written) ?? type, member: member)
    default: break
    }

    if property.environmentTypeName != nil {
      let attribute = SyntaxQueries.attribute(
        named: "Environment", in: property.declaration.attributes)
      var written: String?
      if case .argumentList(let arguments) = attribute?.arguments,
        let first = arguments.first?.expression
      {
        written = TypeNames.path(ofTypeExpression: first)
      }
      property.environmentTypeName = key(property.environmentTypeName, written: written)
    }
  }
}

extension ProjectIndex {
  /// The index's name for a type that code inside `scope` (a dotted type path) names without
  /// qualification: a same-named type nested in the enclosing type or an outer one when the
  /// index keys one by its path (see ``NestedTypeIdentity``), else ``resolve(_:inModule:)``.
  /// A name the project declares only nested in types that do not enclose `scope` (see
  /// ``isHiddenNestedType(_:from:)``) means another module's type: a key no declaration has.
  func resolve(_ name: String, inModule module: String, scope: String) -> String {
    var components = scope.split(separator: ".").map(String.init)
    while !components.isEmpty {
      let candidate = (components + [name]).joined(separator: ".")
      if declarations[candidate] != nil { return candidate }
      if declarations["\(module).\(candidate)"] != nil { return "\(module).\(candidate)" }
      components.removeLast()
    }
    let resolved = resolve(name, inModule: module)
    return isHiddenNestedType(resolved, from: scope) ? Self.foreignKey(name) : resolved
  }
}

extension ProjectIndex {
  /// The key ``resolve(_:inModule:scope:)`` gives a name that means no type of the project: a
  /// key no declaration has.
  static func foreignKey(_ name: String) -> String { "<other module>.\(name)" }

  static func nestedOnlyEnclosures(
    _ declarations: [String: [TypeDeclaration]], typeAliasNames: Set<String>
  ) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for (name, list) in declarations where !typeAliasNames.contains(name) {
      let types = list.filter { $0.kind != .extension }
      guard !types.isEmpty else { continue }
      var enclosures: Set<String> = []
      for declaration in types {
        guard let dot = declaration.qualifiedName.lastIndex(of: ".") else {
          enclosures = []
          break
        }
        enclosures.insert(String(declaration.qualifiedName[..<dot]))
      }
      if !enclosures.isEmpty { result[name] = enclosures }
    }
    return result
  }

  /// Whether code in `scope` (the dotted path of the type or extension it is in, `""` at the
  /// top level) cannot mean the project's type `name` by writing it unqualified: the project
  /// declares `name` only nested in other types (no top-level declaration, no type alias of
  /// that name), and `scope` is neither inside one of those enclosing types (their body or an
  /// extension of them) nor a class inheriting from one. Swift looks an unqualified name up in
  /// the enclosing types and then at the top level of the modules imported, so such a use
  /// names another module's type of the same name (`Item(…)` of a library beside the
  /// project's `Schema.Item`).
  func isHiddenNestedType(_ name: String, from scope: String) -> Bool {
    guard let enclosures = nestedOnlyEnclosures[name] else { return false }
    let components = scope.split(separator: ".").map(String.init)
    // `extension EntryRecord { … }` through an alias: which type it extends is not told here.
    if components.contains(where: typeAliasNames.contains) { return false }
    for length in stride(from: components.count, to: 0, by: -1) {
      let path = components[..<length].joined(separator: ".")
      for enclosure in enclosures {
        if path == enclosure || path.hasSuffix(".\(enclosure)") || enclosure.hasSuffix(".\(path)") {
          return false
        }
      }
      // A subclass sees the nested types of the classes it inherits from.
      let inherited = Set(superclasses(of: components[length - 1]))
      if enclosures.contains(where: {
        inherited.contains(TypeNames.lastComponent($0))
      }) {
        return false
      }
    }
    return true
  }
}
