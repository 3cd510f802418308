/// A reference to a view property passed unchanged as an argument of an initializer call,
/// `Child(selection: $selection)`.
struct PropertyForward: Sendable {
  /// The constructed type (`Child`); whether it is a view is decided later with the index.
  var targetType: String
  /// The argument label, `nil` when unlabeled.
  var label: String?
  var file: String
  var position: SourcePosition
}

/// A reference to a view property passed unchanged as an argument of a method called on a
/// value, `content.edit(text: $text)`: the method's name and the argument label.
struct MethodForward: Sendable, Hashable {
  /// The method called (`edit`).
  var method: String
  /// The argument's label (`text`).
  var label: String
}

/// How one property of a view is used across the view's declaration and extensions.
struct PropertyUsage: Sendable {
  /// Passed unchanged to an initializer.
  var forwards: [PropertyForward] = []
  /// Passed unchanged, with a label, to a method called on a value (`.edit(text: $text)`); each
  /// is also one of ``otherUses``.
  var methodForwards: [MethodForward] = []
  /// Members read through it (`model.title` → `title`).
  var members: Set<String> = []
  /// Members read (`model.title` in an expression), as opposed to only written into
  /// (`probe.height = h`, `sink.record(event)` as a statement, `log.lines.append(l)`).
  var readMembers: Set<String> = []
  /// Other uses: rendered, compared, assigned, passed to a function, unwrapped…
  var otherUses = 0
  /// Of the other uses, those that only key a reaction on the value's changes
  /// (`.animation(_:value:)`, `.onChange(of:)`, `.task(id:)`): compared, never shown or edited.
  var changeKeyUses = 0
  /// Uses of any kind outside a presentation modifier (`.sheet`, `.alert`, …: its binding, its
  /// content, its actions).
  var usesOutsidePresentation = 0
  /// Members used through a local bound to the property (`@Bindable var model = model`,
  /// `let store = store`): the same object under a local name. Kept apart from `members`,
  /// whose rules count a shadowing local as a plain use.
  var aliasMembers: Set<String> = []

  /// The view only writes into the value through its members: a sink, like an action closure.
  var isWriteOnly: Bool {
    !members.isEmpty && readMembers.isEmpty && otherUses == 0 && forwards.isEmpty
  }

  mutating func merge(_ other: PropertyUsage) {
    forwards += other.forwards
    methodForwards += other.methodForwards
    members.formUnion(other.members)
    readMembers.formUnion(other.readMembers)
    otherUses += other.otherUses
    changeKeyUses += other.changeKeyUses
    usesOutsidePresentation += other.usesOutsidePresentation
    aliasMembers.formUnion(other.aliasMembers)
  }
}

/// Where the arguments a view's render code gives one initializer label come from, over every
/// construction site.
struct ArgumentOrigins: Sendable {
  /// Sites passing the element of the enclosing `ForEach` or `List` content closure (a row's
  /// own item) or something read from it (`row.item`).
  var rowElements = 0
  /// Sites passing anything else.
  var others = 0
  /// Construction sites anywhere in the project's code (views, models, the app delegate,
  /// previews, top-level code), counted apart from the two above.
  var sitesAnywhere = 0
  /// Those of ``sitesAnywhere`` that pass a constant binding (`.constant(nil)`,
  /// `Binding.constant(value)`): a placeholder no state flows through.
  var constantBindings = 0

  mutating func merge(_ other: ArgumentOrigins) {
    rowElements += other.rowElements
    others += other.others
    sitesAnywhere += other.sitesAnywhere
    constantBindings += other.constantBindings
  }
}

/// Facts gathered from every file for the project rules.
struct ProjectFacts: Sendable {
  /// View name → property name → usage, merged across files.
  var viewUsage: [String: [String: PropertyUsage]] = [:]
  /// Constructed type → argument label (`""` when unlabeled) → where the arguments come from,
  /// over the construction sites in views' code.
  var argumentOrigins: [String: [String: ArgumentOrigins]] = [:]

  mutating func merge(_ other: ProjectFacts) {
    merge(other.viewUsage)
    for (type, labels) in other.argumentOrigins {
      for (label, origins) in labels {
        argumentOrigins[type, default: [:]][label, default: ArgumentOrigins()].merge(origins)
      }
    }
  }

  mutating func merge(_ usage: [String: [String: PropertyUsage]]) {
    for (view, properties) in usage {
      for (property, use) in properties {
        viewUsage[view, default: [:]][property, default: PropertyUsage()].merge(use)
      }
    }
  }

  /// The usage of one property of one view (empty when never referenced).
  func usage(of property: String, in view: String) -> PropertyUsage {
    viewUsage[view]?[property] ?? PropertyUsage()
  }
}
