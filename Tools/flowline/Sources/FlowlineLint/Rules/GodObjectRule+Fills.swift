import SwiftSyntax

/// How `god-object` recognises one record filled by one load: state that a single method of the
/// model fills with data together (a `refresh()` assigning the forecast, the air quality and
/// the clock from what it fetched) is one concern, even when one view reads only one field.
extension GodObjectRule {
  /// Words that start the name of a method setting the whole model up or putting it back
  /// rather than filling one record: like an initializer, a start-up, a reset or a sign-out
  /// touches every part, which proves nothing about how they relate.
  static let clearingWords = [
    "reset", "clear", "removeall", "signout", "logout", "logoff", "wipe", "purge", "teardown",
    "invalidate", "disconnect", "forget", "start", "setup", "configure", "bootstrap", "launch",
    "initiali", "prepare", "awake", "restart", "boot",
  ]

  /// The loads of a model — for each method (not an initializer, not a static one, not a
  /// reset or clear-style method: ``clearingWords``), the state properties it fills with data,
  /// assigned a value read from something (`air = response`, `time = now - start`, `alerts =
  /// try await client.alerts()`, an entry `files[id] = downloaded`), not a literal, `nil`, a
  /// case or an empty value, itself or through the model's own methods it calls
  /// (`updateClock()`), and those methods (its family) — and, for each property, the methods
  /// that write it at all (assign it, mutate it).
  struct Loads {
    /// Per loading method: what it fills, and the methods it runs (itself included).
    var loads: [(fills: Set<String>, family: Set<String>)] = []
    /// Per state property: the methods (not start-up or reset-style) that write it.
    var writers: [String: Set<String>] = [:]
    /// Per method (not start-up or reset-style): the state properties it reads (not as the
    /// target of an assignment).
    var reads: [String: Set<String>] = [:]
    /// Per method (not start-up or reset-style): the bare or `self.` calls it makes.
    var calls: [String: Set<String>] = [:]
    /// State properties some method fills with data.
    var filled: Set<String> = []
    /// State properties some method changes in place (a mutating call, an entry, a member, a
    /// compound assignment).
    var mutated: Set<String> = []

    /// Whether the model's methods write `property`, and only by assigning it constants
    /// (`isLoading = true`, `input = ""`).
    func isSetOnlyToConstants(_ property: String) -> Bool {
      !(writers[property] ?? []).isEmpty && !filled.contains(property)
        && !mutated.contains(property)
    }
  }

  /// The ``Loads`` of a model's state properties.
  static func loads(_ state: Set<String>, of type: String, index: ProjectIndex) -> Loads {
    var direct: [String: (fills: Set<String>, calls: Set<String>)] = [:]
    var result = Loads()
    for declaration in index.declarations[type] ?? [] {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { continue }
      for member in group.memberBlock.members {
        guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
          !SyntaxQueries.isStatic(function.modifiers)
        else { continue }
        let name = function.name.text
        let lowered = name.lowercased()
        if clearingWords.contains(where: lowered.hasPrefix) { continue }
        let finder = FillFinder(state: state)
        finder.walk(body)
        let known = direct[name] ?? ([], [])
        direct[name] = (known.fills.union(finder.fills), known.calls.union(finder.calls))
        for property in finder.writes { result.writers[property, default: []].insert(name) }
        result.reads[name, default: []].formUnion(finder.reads)
        result.calls[name, default: []].formUnion(finder.calls)
        result.filled.formUnion(finder.fills)
        result.mutated.formUnion(finder.mutated)
      }
    }
    for name in direct.keys.sorted() {
      var fills: Set<String> = []
      var family: Set<String> = [name]
      var pending = [name]
      while let next = pending.popLast() {
        guard let entry = direct[next] else { continue }
        fills.formUnion(entry.fills)
        for call in entry.calls where direct[call] != nil && family.insert(call).inserted {
          pending.append(call)
        }
      }
      if fills.count > 1 { result.loads.append((fills, family)) }
    }
    return result
  }

  /// The groups, with every group of one property that belongs to another group's work
  /// joined to it: a field a load fills with the rest, that load's status flag
  /// (``joiningFilled(_:loads:flags:)``), or the input an operation consumes
  /// (``joiningInputs(_:loads:plainValues:)``). Groups of several properties stay apart.
  static func joiningLoadedFields(
    _ groups: [Set<String>], loads: Loads, flags: Set<String>, plainValues: Set<String>
  ) -> [Set<String>] {
    joiningInputs(
      joiningFilled(groups, loads: loads, flags: flags), loads: loads, plainValues: plainValues)
  }

  /// Groups with every group of one input joined to the group its operation works on: a
  /// plain value (`plainValues`: a string, a number, a date) that the model's own methods only
  /// reset to constants (views write it through a binding) and that a method reads and clears
  /// (itself or through a method it calls), where the properties that method and
  /// the model's methods it calls write (the input aside) overlap one other group more than
  /// any other (`updateTarget()` reading `targetInput` and setting the cooldown and the
  /// disabled flag): the form's field is part of what the form changes.
  private static func joiningInputs(
    _ groups: [Set<String>], loads: Loads, plainValues: Set<String>
  ) -> [Set<String>] {
    var groups = groups
    let singles = groups.filter { $0.count == 1 }.compactMap(\.first).sorted()
    for property in singles
    where plainValues.contains(property) && loads.isSetOnlyToConstants(property) {
      let single: Set<String> = [property]
      guard groups.contains(single) else { continue }
      let others = groups.filter { $0 != single }
      var overlap = [Int](repeating: 0, count: others.count)
      for (method, read) in loads.reads where read.contains(property) {
        var family: Set<String> = [method]
        var pending = [method]
        while let next = pending.popLast() {
          for call in loads.calls[next] ?? [] where loads.calls[call] != nil {
            if family.insert(call).inserted { pending.append(call) }
          }
        }
        // The operation consumes the input: it (or a method it calls) clears it.
        guard !(loads.writers[property] ?? []).isDisjoint(with: family) else { continue }
        let written = Set(
          loads.writers.filter { $0.key != property && !$0.value.isDisjoint(with: family) }.keys)
        for (position, group) in others.enumerated() {
          overlap[position] += group.intersection(written).count
        }
      }
      guard let best = overlap.max(), best > 0, overlap.filter({ $0 == best }).count == 1,
        let position = overlap.firstIndex(of: best)
      else { continue }
      groups = Self.groups(
        others.enumerated().filter { $0.offset != position }.map(\.element)
          + [others[position].union(single)])
    }
    return groups
  }

  /// The groups, with every group of one property that the model's loads fill together with
  /// properties of other groups joined to the largest of those — when nothing but those loads
  /// (and the methods they call, and resets) writes the property: a field that only the load
  /// of the record sets is part of that record, not an unrelated concern; so is a Boolean flag
  /// (`flags`: nothing outside the model writes it) only those loads set, to constants
  /// (`isLoading`). A property with an operation of its own
  /// (`toggleFavourite()`, `addChore(_:)`) is a concern of its own, even when the load that
  /// restores everything from disk fills it too.
  private static func joiningFilled(_ groups: [Set<String>], loads: Loads, flags: Set<String>)
    -> [Set<String>]
  {
    var groups = groups
    let singles = groups.filter { $0.count == 1 }.compactMap(\.first).sorted()
    for property in singles {
      let single: Set<String> = [property]
      guard groups.contains(single) else { continue }
      let others = groups.filter { $0 != single }
      // A status flag a load sets to constants (`isLoading = true` … `false`) and nothing else
      // writes is that load's too.
      let writers = loads.writers[property] ?? []
      let isFlag = flags.contains(property) && loads.isSetOnlyToConstants(property)
      let filling = loads.loads.filter { load in
        (load.fills.contains(property) || (isFlag && writers.isSubset(of: load.family)))
          && others.contains { !$0.isDisjoint(with: load.fills) }
      }
      guard !filling.isEmpty else { continue }
      let family = filling.reduce(into: Set<String>()) { $0.formUnion($1.family) }
      guard (loads.writers[property] ?? []).isSubset(of: family) else { continue }
      let filled = filling.reduce(into: Set<String>()) { $0.formUnion($1.fills) }
      guard let widest = Self.groups(others.filter { !$0.isDisjoint(with: filled) }).first
      else { continue }
      groups = Self.groups(others.filter { $0 != widest } + [widest.union(single)])
    }
    return groups
  }
}

/// Finds the state properties a method body assigns data to (`x = value`, `self.x = try await
/// client.load()`, `self.x[key] = value`), and the bare or `self.` calls it makes (possibly the model's own methods),
/// closures included, nested types and functions' own declarations too.
private final class FillFinder: SyntaxVisitor {
  let state: Set<String>
  private(set) var fills: Set<String> = []
  private(set) var calls: Set<String> = []
  /// State properties written at all: assigned anything, or mutated (`x.append(…)`, `x[k] = …`).
  private(set) var writes: Set<String> = []
  /// State properties read: named (`x`, `self.x`) other than as an assignment's target.
  private(set) var reads: Set<String> = []
  /// State properties changed in place: a mutating call, an entry or a member assigned, a
  /// compound assignment.
  private(set) var mutated: Set<String> = []

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    guard state.contains(name) else { return .visitChildren }
    var use = ExprSyntax(node)
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      else { return .visitChildren }
      use = ExprSyntax(member)
    }
    if SyntaxQueries.assignment(to: use)?.isCompound != false { reads.insert(name) }
    return .visitChildren
  }

  init(state: Set<String>) {
    self.state = state
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    // `x = a - b` unfolded: everything after the `=` is the value.
    noteWrite(Syntax(node))
    let elements = Array(node.elements)
    if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
      note(elements[0], values: elements.dropFirst(2))
    }
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    noteWrite(Syntax(node))
    if node.operator.is(AssignmentExprSyntax.self) {
      note(node.leftOperand, values: [node.rightOperand])
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let (receiver, method) = SyntaxQueries.methodCall(node),
      BodyEffectVisitor.mutatingMethods.contains(method),
      let name = SyntaxQueries.storageRoot(of: receiver), state.contains(name)
    {
      writes.insert(name)
      mutated.insert(name)
    }
    let callee = node.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      calls.insert(reference.baseName.text)
    } else if let name = SyntaxQueries.directProperty(callee) {
      calls.insert(name)
    }
    return .visitChildren
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  private func noteWrite(_ node: Syntax) {
    guard let (lhs, _, isCompound) = SyntaxQueries.assignment(node),
      let root = SyntaxQueries.storageRoot(of: lhs), state.contains(root)
    else { return }
    writes.insert(root)
    if isCompound || SyntaxQueries.directProperty(lhs) == nil { mutated.insert(root) }
  }

  private func note(_ lhs: ExprSyntax, values: some Sequence<ExprSyntax>) {
    // `results[id] = downloaded`: an entry of a keyed property filled with data fills the
    // property, like assigning it whole.
    var target = lhs
    if let subscriptCall = lhs.as(SubscriptCallExprSyntax.self) {
      target = subscriptCall.calledExpression
    }
    guard let name = SyntaxQueries.directProperty(target), state.contains(name),
      !fills.contains(name), values.contains(where: Self.isData)
    else { return }
    fills.insert(name)
  }

  /// Whether a value is read from something — a name, a property of `self`, an awaited call —
  /// rather than a constant (`nil`, `""`, `[]`, `.idle`, `Date()`, `Self.start`).
  private static func isData(_ value: ExprSyntax) -> Bool {
    if value.is(AwaitExprSyntax.self) { return true }
    if let tryExpr = value.as(TryExprSyntax.self), tryExpr.expression.is(AwaitExprSyntax.self) {
      return true
    }
    return !ReferencedNames.in(value).isEmpty
  }
}

/// How `god-object` recognises derived state: a property the model computes from others
/// (`todayButtonHidden = dateRanges[currentCardIndex].containsNow`) belongs with them.
extension GodObjectRule {
  /// For each state property the model's own methods (not static ones, not start-up or
  /// reset-style ones: ``clearingWords``) assign a value computed from other state properties
  /// — read directly, through locals the method computed from them, or through the model's
  /// computed properties (`computed`: `currentMenu` reading `viewState`) — those properties.
  static func derivations(
    _ state: Set<String>, of type: String, index: ProjectIndex,
    computed: [String: Set<String>] = [:]
  ) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for declaration in index.declarations[type] ?? [] {
      guard let group = declaration.node.asProtocol((any DeclGroupSyntax).self) else { continue }
      for member in group.memberBlock.members {
        guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
          !SyntaxQueries.isStatic(function.modifiers)
        else { continue }
        let lowered = function.name.text.lowercased()
        if clearingWords.contains(where: lowered.hasPrefix) { continue }
        let finder = DerivationFinder(state: state, computed: computed)
        finder.shadow(
          function.signature.parameterClause.parameters.map {
            ($0.secondName ?? $0.firstName).text
          })
        finder.walk(body)
        for (property, reads) in finder.derived { result[property, default: []].formUnion(reads) }
      }
    }
    return result
  }

  /// The groups, with each property's group joined to the groups of the properties it is
  /// computed from (see ``derivations(_:of:index:computed:)``), except through `scopes`: who
  /// is signed in.
  static func joiningDerived(
    _ groups: [Set<String>], derivations: [String: Set<String>], scopes: Set<String> = []
  ) -> [Set<String>] {
    var groups = groups
    for (property, all) in derivations.sorted(by: { $0.key < $1.key }) {
      // Who is signed in (`currentUser?.id` filtering a query's result) scopes every per-user
      // value the model keeps: it relates none of them.
      let reads = all.subtracting(scopes)
      guard !reads.isEmpty else { continue }
      // A value summarising several groups (a banner text from the survey and the track log)
      // relates none of them; one computed from a single group belongs with it.
      let sources = groups.filter { !$0.isDisjoint(with: reads) }
      guard sources.count == 1 else { continue }
      groups = joining(groups, by: reads.union([property]))
    }
    return groups
  }
}

/// Finds the state properties a method body assigns from other state properties, directly or
/// through locals computed from them (`let range = ranges[index]` … `hidden = range.isNow`).
private final class DerivationFinder: SyntaxVisitor {
  let state: Set<String>
  /// Per computed property of the model, the state properties its accessors read.
  let computed: [String: Set<String>]
  /// Per local, the state properties its value was computed from.
  private var locals: [String: Set<String>] = [:]
  /// Per assigned state property, the other state properties its value was computed from.
  private(set) var derived: [String: Set<String>] = [:]

  init(state: Set<String>, computed: [String: Set<String>]) {
    self.state = state
    self.computed = computed
    super.init(viewMode: .sourceAccurate)
  }

  /// Marks names that shadow state properties (parameters, a closure's or a `catch`'s names):
  /// a value read through one comes from outside.
  func shadow(_ names: some Sequence<String>) {
    for name in names { locals[name] = [] }
  }

  override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
    shadow(["error"])
    for item in node.catchItems {
      if let pattern = item.pattern {
        shadow(
          pattern.tokens(viewMode: .sourceAccurate).compactMap {
            if case .identifier(let name) = $0.tokenKind { return name }
            return nil
          })
      }
    }
    return .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    shadow(SyntaxQueries.parameterNames(of: node))
    return .visitChildren
  }

  /// The state properties an expression reads, directly or through known locals.
  private func sources(of expression: ExprSyntax) -> Set<String> {
    var result: Set<String> = []
    for name in ReferencedNames.in(expression) {
      if let local = locals[name] {
        result.formUnion(local)
      } else if state.contains(name) {
        result.insert(name)
      } else if let reads = computed[name] {
        result.formUnion(reads)
      }
    }
    return result
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value
    {
      locals[name] = sources(of: value)
    }
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value
    {
      locals[name] = sources(of: value)
    }
    return .visitChildren
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    note(Syntax(node))
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    note(Syntax(node))
    return .visitChildren
  }

  private func note(_ node: Syntax) {
    guard let (lhs, rhs, _) = SyntaxQueries.assignment(node),
      let name = SyntaxQueries.directProperty(lhs), state.contains(name)
    else { return }
    // A task or closure kept in a property (`selectTask = Task { … }`) is work in flight, not
    // a value computed from what it reads.
    var value = TypeNames.unwrapEffects(rhs)
    if let call = value.as(FunctionCallExprSyntax.self), call.trailingClosure != nil {
      value = call.calledExpression
    }
    if value.is(ClosureExprSyntax.self) || value.trimmedDescription.hasPrefix("Task") {
      return
    }
    let reads = sources(of: rhs).subtracting([name])
    if !reads.isEmpty { derived[name, default: []].formUnion(reads) }
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
