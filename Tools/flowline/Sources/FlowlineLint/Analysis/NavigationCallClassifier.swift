import SwiftSyntax

/// Tells a navigation step — a screen pushed, presented or dismissed, a route or destination
/// set — from the other things a router or coordinator is asked to do: feedback shown in
/// place (a banner, a toast, an alert, a loading overlay) and events reported to it
/// (`router.titleUpdated(…)`), after which the router decides.
///
/// A call on a held navigation object navigates when nothing in it names feedback (the
/// method's words, its argument labels, the enum cases passed, the declared parameter types)
/// and either its name starts with a navigation verb (`present`, `showDetail`, `popToRoot`) or
/// it passes a route: an argument labelled `to`/`destination`/`route`/`screen`, a value of a
/// `…Route`/`…Destination`/`…Screen` type (`Route.detail`), or a parameter the project declares
/// with such a type. A mutation navigates when it changes navigation state: the held path
/// itself, or a member named like one (`router.path.append(…)`, `coordinator.destination = …`).
struct NavigationCallClassifier {
  let naming: NamingConventions
  let index: ProjectIndex

  private static let routeTypeWords: Set<String> = [
    "route", "destination", "screen", "scene", "step", "page",
  ]
  private static let routeLabels: Set<String> = ["to", "destination", "route", "screen"]

  /// Whether `holder….method(arguments)` moves the app to another screen.
  /// - Parameters:
  ///   - call: The call expression.
  ///   - method: The called method's name.
  ///   - members: The member names between the held property and the method
  ///     (`router.path.append` → `["path"]`).
  ///   - holderType: The held property's type, when known.
  ///   - holderIsPath: Whether the held property is itself a navigation path.
  func isNavigation(
    _ call: FunctionCallExprSyntax, method: String, members: [String], holderType: String?,
    holderIsPath: Bool
  ) -> Bool {
    if holderIsPath || !members.isEmpty {
      let changesState = holderIsPath || members.contains(where: namesNavigationState)
      return changesState
        && (BodyEffectVisitor.mutatingMethods.contains(method) || method == "send")
    }
    let declared = holderType.map { index.methods(named: method, in: $0) } ?? []
    let parameterTypes = declared.flatMap(\.parameterTypes)
    var words = Self.words(method)
    var routeLike = false
    for argument in call.arguments {
      if let label = argument.label?.text {
        words += Self.words(label)
        routeLike = routeLike || Self.routeLabels.contains(label)
      }
      for name in Self.caseNames(argument.expression) {
        words += Self.words(name)
        routeLike = routeLike || (TypeNames.isTypeLike(name) && namesRoute(name))
      }
    }
    for type in parameterTypes {
      words += Self.words(type)
      routeLike = routeLike || namesRoute(type)
    }
    let feedback = Set(naming.feedbackWords.map { $0.lowercased() })
    if words.contains(where: feedback.contains) { return false }
    let verb = Self.words(method).first ?? ""
    return naming.navigationVerbs.contains { $0.lowercased() == verb } || routeLike
  }

  /// Words that name a confirmation shown to the user, besides the feedback words.
  private static let promptWords: Set<String> = ["dialog", "confirmation", "prompt"]
  /// Verbs that put something on screen.
  private static let presentingVerbs: Set<String> = ["show", "present", "display"]

  /// Whether `receiver.method(…)` on a dependency only presents feedback — an alert, a toast,
  /// a dialog, a confirmation — rather than doing work whose result could decide a step: the
  /// method starts with a presenting verb (`showAlert`, `present`) and the method or the
  /// receiver names feedback (`alertPresenter.show(…)`, `presentDialog(…)`).
  func presentsFeedback(receiver receiverName: String, method: String) -> Bool {
    let methodWords = Self.words(method)
    guard let verb = methodWords.first, Self.presentingVerbs.contains(verb) else { return false }
    let feedback = Set(naming.feedbackWords.map { $0.lowercased() }).union(Self.promptWords)
    return (methodWords + Self.words(receiverName)).contains(where: feedback.contains)
  }

  /// Whether a property or member name holds navigation state (`path`, `presentedSheet`).
  func namesNavigationState(_ name: String) -> Bool {
    let words = Self.words(name)
    return naming.navigationStateWords.contains { words.contains($0.lowercased()) }
  }

  /// Whether a type name names a route, destination, screen, scene, step or page.
  private func namesRoute(_ type: String) -> Bool {
    Self.words(type).contains(where: Self.routeTypeWords.contains)
  }

  /// The names an argument passes as an enum case or static member: `.detail(id)` →
  /// `detail`; `Route.detail` → `Route`, `detail`. Other expressions give nothing.
  private static func caseNames(_ expression: ExprSyntax) -> [String] {
    var expression = TypeNames.unwrapEffects(expression)
    if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return [] }
    let name = member.declName.baseName.text
    guard let base = member.base else { return [name] }
    if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, TypeNames.isTypeLike(type) {
      return [type, name]
    }
    return []
  }

  /// The lower-cased words of a camel-case identifier or type text, in order: `showHomeScreen`
  /// → `show home screen`, `openURL` → `open url`, `[AlertDestination]?` → `alert destination`.
  static func words(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    let characters = Array(text)
    for (offset, character) in characters.enumerated() {
      guard character.isLetter || character.isNumber else {
        if !current.isEmpty { result.append(current.lowercased()) }
        current = ""
        continue
      }
      if character.isUppercase, !current.isEmpty {
        let previous = characters[offset - 1]
        let next = offset + 1 < characters.count ? characters[offset + 1] : " "
        if previous.isLowercase || previous.isNumber || (previous.isUppercase && next.isLowercase) {
          result.append(current.lowercased())
          current = ""
        }
      }
      current.append(character)
    }
    if !current.isEmpty { result.append(current.lowercased()) }
    return result
  }
}
