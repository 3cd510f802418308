/// Keeps same-named types of different modules apart.
///
/// Types are otherwise identified by their simple name. When two modules (targets) both
/// declare a name — a phone and a desktop `GroupView` — each module's declarations, extensions
/// and the property types that name it are keyed `Module.Name` instead, so that the rules see
/// two types. Only colliding names are rewritten, in one pass over the declarations.
enum TypeIdentity {
  static func separateModules(_ files: inout [LintFile]) {
    var declaredIn: [String: Set<String>] = [:]
    for file in files {
      for declaration in file.declarations where declaration.kind != .extension {
        declaredIn[declaration.name, default: []].insert(file.module)
      }
    }
    let colliding = declaredIn.filter { $0.value.count > 1 }
    guard !colliding.isEmpty else { return }
    for index in files.indices {
      let module = files[index].module
      func key(_ name: String?) -> String? {
        guard let name, colliding[name]?.contains(module) == true else { return name }
        return "\(module).\(name)"
      }
      for position in files[index].declarations.indices {
        var declaration = files[index].declarations[position]
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
      }
    }
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
  /// declare the name and this one does, the name itself otherwise.
  func resolve(_ name: String, inModule module: String) -> String {
    guard declarations[name] == nil else { return name }
    let key = "\(module).\(name)"
    return declarations[key] == nil ? name : key
  }
}
