import SwiftSyntax

/// Decides whether a closure written inside `body` runs while `body` is evaluated.
///
/// - `content`: a view-builder closure (`VStack { … }`, `.overlay { … }`, `ForEach(…) { … }`,
///   a custom view's `@ViewBuilder` parameter): evaluated as part of `body`.
/// - `immediate`: a non-escaping closure the call runs right away (`items.map { … }`,
///   `withAnimation { … }`, an immediately invoked `{ … }()`).
/// - `deferred`: anything that runs later — `Button` and `PasteButton` actions, `onAppear`,
///   a control's event callback (`onEditingChanged`, `Slider(value: $x) { editing in … }`),
///   `task`, `Binding(get:set:)`, custom views' action parameters, closures stored in a value
///   (`.sheet(closeSheet: { … })` passed as an argument), and every closure we do not
///   recognise. Work there is not body work.
enum ClosureRole: Sendable {
  case content
  case immediate
  case deferred
}

struct ClosureClassifier: Sendable {
  let index: ProjectIndex

  /// SwiftUI types whose closure arguments are view builders (except labels in
  /// ``deferredLabels`` and `Button`'s action).
  static let contentTypes: Set<String> = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
    "GridRow", "Group", "List", "ForEach", "ScrollView", "ScrollViewReader", "GeometryReader",
    "NavigationStack", "NavigationView", "NavigationSplitView", "NavigationLink", "Section",
    "Form", "TabView", "Tab", "Menu", "DisclosureGroup", "ViewThatFits", "Picker", "Label",
    "Link", "ControlGroup", "GroupBox", "Toggle", "Stepper", "Slider", "ProgressView", "Gauge",
    "LabeledContent", "AsyncImage", "Table", "TableColumn", "OutlineGroup", "ShareLink",
    "PhotosPicker", "TimelineView", "ToolbarItem", "ToolbarItemGroup", "Button",
    "ContentUnavailableView", "HSplitView", "VSplitView", "Chart", "EditButton", "Layout",
    "AnyLayout", "RenameButton", "ZStackLayout", "HStackLayout", "VStackLayout",
  ]

  /// Modifiers whose closures build views.
  static let contentModifiers: Set<String> = [
    "overlay", "background", "toolbar", "sheet", "fullScreenCover", "popover",
    "navigationDestination", "alert", "confirmationDialog", "contextMenu", "safeAreaInset",
    "mask", "swipeActions", "searchSuggestions", "inspector", "overlayPreferenceValue",
    "backgroundPreferenceValue", "tabItem", "toolbarTitleMenu", "badge", "navigationTitle",
    "listRowBackground", "searchScopes", "dialogSuppressionToggle", "fileDialogMessage",
  ]

  /// SwiftUI's presentation modifiers, every overload of which takes `isPresented:` or `item:`.
  static let presentationModifiers: Set<String> = [
    "alert", "confirmationDialog", "sheet", "fullScreenCover", "popover",
  ]

  /// Functions that run their closure immediately and synchronously.
  static let immediateFunctions: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "forEach", "first",
    "firstIndex", "last", "lastIndex", "contains", "allSatisfy", "min", "max", "drop",
    "prefix", "split", "partition", "withAnimation", "withTransaction", "count",
    "removeAll", "sort", "joined", "mapValues", "compactMapValues", "grouping",
  ]

  /// Labels of closures that run later.
  static let deferredLabels: Set<String> = [
    "action", "perform", "get", "set", "completion", "handler", "primaryAction", "onDismiss",
    "operation", "execute", "block", "callback", "dismissAction", "onCompletion",
  ]

  func role(of closure: ClosureExprSyntax) -> ClosureRole {
    guard let parent = closure.parent else { return .deferred }
    // `{ … }()`
    if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == closure.id {
      return .immediate
    }
    // Labeled or unlabeled argument inside parentheses.
    if let argument = parent.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      if isProjectModifierAction(closure, of: call) { return .deferred }
      return role(call: call, label: argument.label?.text, trailingIndex: nil)
    }
    // First trailing closure.
    if let call = parent.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id {
      // `.sheet(item: $x) { dismissed() } content: { … }`: when a later trailing closure is
      // the content, the first one is a callback (`onDismiss`).
      if call.additionalTrailingClosures.contains(where: { $0.label.text == "content" }) {
        return .deferred
      }
      if Self.isControlEventCallback(closure, of: call) { return .deferred }
      if isTitledControlWithoutLabel(call) || isStepperIncrement(call) { return .deferred }
      if isProjectModifierAction(closure, of: call) { return .deferred }
      return role(call: call, label: nil, trailingIndex: 0)
    }
    // Additional trailing closures: `} label: { … }`.
    if let element = parent.as(MultipleTrailingClosureElementSyntax.self),
      let call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      if isProjectModifierAction(closure, of: call) { return .deferred }
      return role(call: call, label: element.label.text, trailingIndex: 1)
    }
    return .deferred
  }

  private func role(call: FunctionCallExprSyntax, label: String?, trailingIndex: Int?)
    -> ClosureRole
  {
    guard let name = SyntaxQueries.calleeName(call.calledExpression) else { return .deferred }
    if let label, isDeferredLabel(label) { return .deferred }
    if Self.isDeferredName(name) { return .deferred }
    // `.sheet(closeSheet: { … })` as an argument is an enum case or a static factory: the
    // closure is stored in a value and runs later, whatever the member is called.
    if let access = call.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil,
      call.parent?.is(LabeledExprSyntax.self) == true
    {
      return .deferred
    }
    let isModifier =
      call.calledExpression.as(MemberAccessExprSyntax.self).map {
        $0.base == nil || !TypeNames.isTypeLike(SyntaxQueries.calleeName($0.base!) ?? "")
      } ?? false

    if isModifier {
      if Self.immediateFunctions.contains(name) {
        // A Combine operator (`publisher(for:).compactMap { … }`) runs its closure for each
        // value the publisher sends, after a subscriber (`.onReceive`) attaches: later.
        if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
          Self.isPublisherChain(base)
        {
          return .deferred
        }
        return .immediate
      }
      if Self.contentModifiers.contains(name) {
        // `.alert(error: $error) { model.clear() }`: SwiftUI presents an alert, a dialog or a
        // sheet only with `isPresented:` or `item:`; without either, and with no modifier of
        // that name in the project, it is another library's, whose closure flowline does not
        // know to build content.
        if Self.presentationModifiers.contains(name),
          index.viewExtensionMethodSignatures[name] == nil,
          !call.arguments.contains(where: {
            ["isPresented", "item"].contains($0.label?.text ?? "")
          })
        {
          return .deferred
        }
        return .content
      }
      return .deferred
    }
    if name == "Button" {
      return buttonRole(call: call, label: label, trailingIndex: trailingIndex)
    }
    if Self.contentTypes.contains(name) { return .content }
    if Self.immediateFunctions.contains(name) { return .immediate }
    if index.isView(name) {
      return projectViewRole(name, call: call, label: label, trailingIndex: trailingIndex)
    }
    return .deferred
  }

  /// Members that make or transform a Combine publisher, and no collection (`dropFirst`,
  /// `prefix`, `merge` are both, so they decide nothing).
  static let publisherMembers: Set<String> = [
    "publisher", "publish", "objectWillChange", "eraseToAnyPublisher", "receive", "debounce",
    "throttle", "autoconnect", "subscribe", "combineLatest", "switchToLatest", "handleEvents",
    "replaceError", "setFailureType",
  ]

  /// Whether `expression` is a Combine publisher chain: its root is a `$`-projected publisher
  /// (`$query`, `model.$items`), a subject or `Just`, or a member along it makes or transforms
  /// a publisher (`NotificationCenter.default.publisher(for:)`, `.receive(on:)`,
  /// `.eraseToAnyPublisher()`).
  static func isPublisherChain(_ expression: ExprSyntax) -> Bool {
    var current: ExprSyntax? = expression
    while let node = current {
      if let call = node.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let access = node.as(MemberAccessExprSyntax.self) {
        let member = access.declName.baseName.text
        if member.hasPrefix("$") || publisherMembers.contains(member) { return true }
        current = access.base
      } else if let reference = node.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        return name.hasPrefix("$")
          || ["Just", "PassthroughSubject", "CurrentValueSubject", "Publishers"].contains(name)
      } else if let optional = node.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
        current = unwrap.expression
      } else {
        return false
      }
    }
    return false
  }

  /// SwiftUI controls whose label builders take no arguments, while their event callbacks
  /// (`onEditingChanged: (Bool) -> Void`) take the new editing state or value.
  static let controlsWithEventCallbacks: Set<String> = [
    "Slider", "Stepper", "Toggle", "TextField", "SecureField", "DatePicker", "ColorPicker",
    "MultiDatePicker", "Picker",
  ]

  /// `.contextMenu(items, { choice in … })` where the project's own `View` extension declares
  /// `contextMenu(_:_:)` taking an action `(Choice) -> Void`: a closure that binds (by the
  /// call's argument labels, in order) to a function-typed parameter that is neither a
  /// `@ViewBuilder` nor returns a view, in every declaration of that name the call can select,
  /// runs when the modifier calls it, not while rendering. Only for names of SwiftUI's content
  /// modifiers (other modifiers' closures are deferred anyway), and only when the call cannot be
  /// SwiftUI's own: the closure is passed inside the parentheses, unlabelled or under a label
  /// SwiftUI never uses for content (`closeAction:`), or takes arguments (`{ choice in … }`) as
  /// the project's parameter does.
  /// `.contextMenu { Text("…") }` stays content.
  private func isProjectModifierAction(
    _ closure: ClosureExprSyntax, of call: FunctionCallExprSyntax
  ) -> Bool {
    guard let access = call.calledExpression.as(MemberAccessExprSyntax.self),
      Self.contentModifiers.contains(access.declName.baseName.text),
      let signatures = index.viewExtensionMethodSignatures[access.declName.baseName.text]
    else { return false }
    // Inside the parentheses, unlabelled or under a label SwiftUI never gives content
    // (`.toolbar(closeAction: { … })` beside SwiftUI's `.toolbar(content:)`).
    // Or a later trailing closure under such a label (`} confirmAction: { … }`).
    let inParentheses =
      closure.parent?.as(LabeledExprSyntax.self).map { argument in
        argument.label.map { !Self.swiftUIContentLabels.contains($0.text) } ?? true
      }
      ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self).map {
        !Self.swiftUIContentLabels.contains($0.label.text)
      } ?? false
    let takesArguments = Self.takesArguments(closure)
    // `.alert(.retakeVideo, isPresented: $shown) { … }`: SwiftUI's modifiers take a title as a
    // string, a key or a `Text`, never an implicit member (`.retakeVideo`, a case of the app's
    // own alert type): the call is the project's.
    let namesProjectValue =
      call.arguments.first.map {
        $0.label == nil && $0.expression.as(MemberAccessExprSyntax.self)?.base == nil
          && $0.expression.is(MemberAccessExprSyntax.self)
      } ?? false
    var matched = false
    for parameters in signatures {
      guard let bound = Self.boundParameter(of: closure, in: call, parameters: parameters) else {
        continue
      }
      matched = true
      guard bound.isClosure, !bound.isViewBuilder,
        !Self.viewResultTypes.contains(bound.closureReturnType ?? "Void"),
        inParentheses || namesProjectValue || (takesArguments && bound.closureArity > 0)
      else { return false }
    }
    return matched
  }

  /// The labels SwiftUI's modifiers give their view-building closures.
  private static let swiftUIContentLabels: Set<String> = [
    "content", "label", "actions", "message", "header", "footer", "preview", "menu",
    "background", "overlay", "placeholder",
  ]

  /// Result types of a closure parameter that builds a view.
  private static let viewResultTypes: Set<String> = ["View", "AnyView", "Content", "some View"]

  /// Whether a closure declares parameters or uses `$0`.
  private static func takesArguments(_ closure: ClosureExprSyntax) -> Bool {
    if let parameters = closure.signature?.parameterClause {
      switch parameters {
      case .simpleInput(let names): return !names.isEmpty
      case .parameterClause(let clause): return !clause.parameters.isEmpty
      }
    }
    return AnonymousArgumentFinder.uses(in: closure)
  }

  /// The parameter `closure` binds to when `call` selects a declaration with `parameters`:
  /// arguments in parentheses by label in order (skipping parameters with defaults), the first
  /// trailing closure to the next function-typed parameter, later trailing closures by label;
  /// `nil` when the call cannot select this declaration.
  private static func boundParameter(
    of closure: ClosureExprSyntax, in call: FunctionCallExprSyntax,
    parameters: [InitializerParameter]
  ) -> InitializerParameter? {
    var arguments: [(label: String?, node: SyntaxIdentifier, isTrailing: Bool)] =
      call.arguments.map { ($0.label?.text ?? "_", $0.expression.id, false) }
    if let trailing = call.trailingClosure { arguments.append((nil, trailing.id, true)) }
    for element in call.additionalTrailingClosures {
      arguments.append((element.label.text, element.closure.id, false))
    }
    var next = 0
    var result: InitializerParameter?
    for (position, argument) in arguments.enumerated() {
      // Labels the arguments after this one give (`{ … } confirmAction: { … }`).
      let laterLabels = Set(arguments[(position + 1)...].compactMap(\.label))
      var bound: InitializerParameter?
      while next < parameters.count, bound == nil {
        let parameter = parameters[next]
        next += 1
        // Swift's forward scan passes over a defaulted closure parameter when a later one
        // still needs the trailing closure (`cancelAction: = {}` before `confirmAction:`).
        if argument.isTrailing, parameter.isClosure, parameter.hasDefault,
          parameters[next...].contains(where: {
            $0.isClosure && !$0.hasDefault && !laterLabels.contains($0.label ?? "_")
          })
        {
          continue
        }
        if argument.isTrailing ? parameter.isClosure : (parameter.label ?? "_") == argument.label {
          bound = parameter
        } else if !parameter.hasDefault {
          return nil
        }
      }
      guard let bound else { return nil }
      if argument.node == closure.id { result = bound }
    }
    guard parameters[next...].allSatisfy(\.hasDefault) else { return nil }
    return result
  }

  /// SwiftUI controls whose initializers that take a title (`Stepper("Count") { … }`) take no
  /// label closure: every closure of such a call is an action or callback (`onIncrement`,
  /// `onDecrement`, `onEditingChanged`), run when the user works the control.
  static let titledControlsWithoutLabel: Set<String> = ["Stepper"]

  /// `Stepper("Count") { count += 1 } onDecrement: { count -= 1 }`: a control from
  /// ``titledControlsWithoutLabel`` given an unlabeled first argument (its title), when the
  /// project declares no view of that name (a type of another kind, like an interface-builder
  /// model named `Stepper`, is not what a view body builds).
  private func isTitledControlWithoutLabel(_ call: FunctionCallExprSyntax) -> Bool {
    guard let first = call.arguments.first, first.label == nil,
      !first.expression.is(ClosureExprSyntax.self),
      let name = SyntaxQueries.calleeName(call.calledExpression),
      Self.titledControlsWithoutLabel.contains(name),
      call.calledExpression.is(DeclReferenceExprSyntax.self)
    else { return false }
    return !index.isView(name)
  }

  /// `Stepper { count += 1 } onDecrement: { count -= 1 } label: { … }`: SwiftUI's `Stepper`
  /// takes its label first only when `onIncrement:` is written after it, so a first trailing
  /// closure followed by `onDecrement:` (and no `onIncrement:`) is `onIncrement`, run on a tap.
  /// Not for a view of the project named `Stepper`.
  private func isStepperIncrement(_ call: FunctionCallExprSyntax) -> Bool {
    let labels = Set(call.additionalTrailingClosures.map(\.label.text))
    guard labels.contains("onDecrement"), !labels.contains("onIncrement"),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Stepper"
    else { return false }
    return !index.isView("Stepper")
  }

  /// `Slider(value: $x) { editing in … }`, `Stepper(…) { dragging = $0 }`: a control's lone
  /// trailing closure that takes an argument is its event callback (`onEditingChanged`), run
  /// when the user starts or stops editing, not the label built while rendering.
  private static func isControlEventCallback(
    _ closure: ClosureExprSyntax, of call: FunctionCallExprSyntax
  ) -> Bool {
    guard let name = SyntaxQueries.calleeName(call.calledExpression),
      controlsWithEventCallbacks.contains(name)
    else { return false }
    if let parameters = closure.signature?.parameterClause {
      switch parameters {
      case .simpleInput(let names): return !names.isEmpty
      case .parameterClause(let clause): return !clause.parameters.isEmpty
      }
    }
    return AnonymousArgumentFinder.uses(in: closure)
  }

  private func isDeferredLabel(_ label: String) -> Bool {
    Self.deferredLabels.contains(label) || Self.isDeferredName(label)
  }

  /// `onAppear`, `onTapGesture`, `onChange`… and the async/gesture callbacks.
  static func isDeferredName(_ name: String) -> Bool {
    if name.hasPrefix("on"), let next = name.dropFirst(2).first, next.isUppercase { return true }
    return [
      "task", "refreshable", "Task", "detached", "async", "asyncAfter", "sync", "gesture",
      "simultaneousGesture", "highPriorityGesture", "Binding", "DispatchQueue", "Timer",
      "scheduledTimer", "sink", "receive", "dropDestination", "draggable", "onTapGesture",
      "focusedValue", "userActivity", "backgroundTask", "handlesExternalEvents", "keyboardShortcut",
      "searchable", "fileImporter", "fileExporter", "photosPicker", "onSubmit",
    ].contains(name)
  }

  /// `Button("Title") { action }`, `Button(action: {…}) { label }`,
  /// `Button { action } label: { label }`.
  private func buttonRole(call: FunctionCallExprSyntax, label: String?, trailingIndex: Int?)
    -> ClosureRole
  {
    if label == "label" { return .content }
    if label == "action" { return .deferred }
    if trailingIndex == 0 {
      let hasActionArgument = call.arguments.contains { $0.label?.text == "action" }
      return hasActionArgument ? .content : .deferred
    }
    return .deferred
  }

  /// For project views, a closure is content when the parameter it binds to is a
  /// `@ViewBuilder` or returns a view type; otherwise (action callbacks) it is deferred.
  private func projectViewRole(
    _ view: String, call: FunctionCallExprSyntax, label: String?, trailingIndex: Int?
  ) -> ClosureRole {
    let signatures = closureSignatures(of: view)
    guard !signatures.isEmpty else { return .deferred }
    var verdicts: [Bool] = []
    for parameters in signatures where !parameters.isEmpty {
      if let label {
        if let match = parameters.first(where: { $0.label == label }) {
          verdicts.append(match.isContent)
        }
      } else {
        let additional = call.additionalTrailingClosures.first?.label.text
        if let additional, let position = parameters.firstIndex(where: { $0.label == additional }) {
          if position > 0 { verdicts.append(parameters[position - 1].isContent) }
        } else if let bound = Self.forwardScan(parameters, call: call) {
          verdicts.append(bound.isContent)
        }
      }
    }
    return !verdicts.isEmpty && verdicts.allSatisfy { $0 } ? .content : .deferred
  }

  private struct ClosureParameter {
    var label: String?
    var isContent: Bool
    var hasDefault: Bool
    /// The labels of the parameters declared after this one (all parameters, not only
    /// closures): a trailing closure binds after every labelled argument, so none of these
    /// may be given.
    var laterLabels: Set<String> = []
  }

  /// The parameter a lone unlabeled trailing closure binds to, as Swift's forward scan does:
  /// the first closure parameter no labelled argument took, skipping one with a default value
  /// when a later one still needs an argument (`Row(title) { tap() }` binds `action:` even
  /// when a defaulted `@ViewBuilder trailing:` follows it).
  private static func forwardScan(_ parameters: [ClosureParameter], call: FunctionCallExprSyntax)
    -> ClosureParameter?
  {
    let given = Set(call.arguments.compactMap { $0.label?.text })
    var unbound = parameters.filter { $0.label == nil || !given.contains($0.label ?? "") }
    // Arguments bind in order: the trailing closure comes after every labelled one, so a
    // closure parameter declared before one of them (`content:` before `description:`) is
    // out of its reach.
    let reachable = unbound.filter { $0.laterLabels.isDisjoint(with: given) }
    if !reachable.isEmpty { unbound = reachable }
    for (offset, parameter) in unbound.enumerated() {
      if parameter.hasDefault, unbound[(offset + 1)...].contains(where: { !$0.hasDefault }) {
        continue
      }
      // A closure whose statements assign (`{ showingSupport = true }`) cannot build a view:
      // bound to a view-building parameter it would not compile, and Swift falls back to the
      // backward scan, the last closure parameter (`action:` after `showAccessory:`).
      if parameter.isContent, let closure = call.trailingClosure, assignsAtTopLevel(closure),
        let last = unbound.last, !last.isContent
      {
        return last
      }
      return parameter
    }
    return unbound.last
  }

  /// Whether one of the closure's own statements is an assignment and none returns a value:
  /// such a closure cannot build a view (a `@ViewBuilder` takes no assignment, and a closure
  /// returning a view must `return` one when it has several statements or an assignment).
  private static func assignsAtTopLevel(_ closure: ClosureExprSyntax) -> Bool {
    let statements = closure.statements.map(\.item)
    if statements.contains(where: { $0.as(ReturnStmtSyntax.self)?.expression != nil }) {
      return false
    }
    return statements.contains { item in
      guard let expression = item.as(ExprSyntax.self) else { return false }
      return SyntaxQueries.assignment(Syntax(expression)) != nil
    }
  }

  /// The closure parameters of each initializer of a view, in order. Without explicit
  /// initializers in the type body, the memberwise initializer is used.
  private func closureSignatures(of view: String) -> [[ClosureParameter]] {
    let declarations = index.declarations[view] ?? []
    let generics = declarations.reduce(into: Set<String>()) {
      $0.formUnion($1.viewGenericParameters)
    }
    func returnsView(_ type: String?) -> Bool {
      guard let type else { return false }
      return generics.contains(type) || type == "View" || type == "AnyView" || index.isView(type)
    }
    var signatures: [[ClosureParameter]] = []
    var hasExplicitInit = false
    for declaration in declarations {
      if declaration.kind != .extension, !declaration.initializers.isEmpty {
        hasExplicitInit = true
      }
      for initializer in declaration.initializers {
        let all = initializer.parameters
        signatures.append(
          all.indices.filter { all[$0].isClosure }.map { position in
            let parameter = all[position]
            return ClosureParameter(
              label: parameter.label,
              isContent: parameter.isViewBuilder || returnsView(parameter.closureReturnType),
              hasDefault: parameter.hasDefault,
              laterLabels: Set(all[(position + 1)...].compactMap(\.label)))
          })
      }
    }
    if !hasExplicitInit {
      let stored = declarations.filter { $0.kind != .extension }.flatMap(\.properties).filter {
        // A computed `@ViewBuilder var` is the view's own helper, not an initializer parameter.
        $0.isStored && !$0.isStatic
          && (($0.wrapper == nil && !($0.isLet && $0.initialValue != .none))
            || $0.attributes.contains("ViewBuilder"))
      }
      signatures.append(
        stored.filter { $0.isClosure || $0.attributes.contains("ViewBuilder") }.map {
          ClosureParameter(
            label: $0.name,
            isContent: $0.attributes.contains("ViewBuilder") || returnsView($0.closureReturnType),
            hasDefault: !$0.isLet && $0.initialValue != .none)
        })
    }
    return signatures
  }
}

/// Finds `$0`-style anonymous arguments of one closure, not of closures nested in it.
private final class AnonymousArgumentFinder: SyntaxVisitor {
  private var found = false

  static func uses(in closure: ClosureExprSyntax) -> Bool {
    let finder = AnonymousArgumentFinder(viewMode: .sourceAccurate)
    finder.walk(closure.statements)
    return finder.found
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if case .dollarIdentifier = node.baseName.tokenKind { found = true }
    return .skipChildren
  }
}
