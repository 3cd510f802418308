import Foundation
import SwiftSyntax

/// The app's local persistence stack: a view firing a save or a delete at the object that holds
/// its Core Data or SwiftData container does what it would do with its own
/// `@Environment(\.managedObjectContext)`, which SwiftUI's persistence design puts in views.
extension ViewCallsServiceRule {
  /// Containers of Core Data and SwiftData.
  static let persistenceContainerTypes: Set<String> = [
    "NSPersistentContainer", "NSPersistentCloudKitContainer", "ModelContainer",
  ]

  /// Contexts of Core Data and SwiftData.
  static let persistenceContextTypes: Set<String> = ["NSManagedObjectContext", "ModelContext"]

  /// Whether `call` is a fire-and-forget write to the app's local persistence stack
  /// (`CDStack.shared.saveContext(context: viewContext)`, `try?
  /// PersistenceController.shared.delete(conversation)`): not awaited, given no closure, its
  /// result dropped, on a project type that holds a Core Data or SwiftData container, whose
  /// method only works on that store's contexts — saving, deleting, inserting or fetching,
  /// directly, in a `Task` or on the main queue, reporting errors and reloading widgets — and
  /// on other such methods of its own.
  static func isForgottenLocalPersistenceWrite(
    _ call: FunctionCallExprSyntax, properties: [String: PropertyDeclaration],
    classifier: ServiceClassifier, index: ProjectIndex
  ) -> Bool {
    guard ServiceClassifier.isForgotten(call),
      let (receiver, method) = SyntaxQueries.methodCall(call),
      let type = classifier.receiverType(
        ServiceClassifier.stripOptional(receiver), properties: properties),
      holdsPersistenceContainer(type, index: index)
    else { return false }
    return worksOnLocalStoreOnly(
      method, labels: argumentLabels(of: call), in: type, index: index, depth: 0)
  }

  /// Whether the project type `type` stores a Core Data or SwiftData container.
  static func holdsPersistenceContainer(_ type: String, index: ProjectIndex) -> Bool {
    index.storedProperties(of: type).contains { property in
      guard let held = property.inferredTypeName else { return false }
      return persistenceContainerTypes.contains(held)
    }
  }

  private static func worksOnLocalStoreOnly(
    _ method: String, labels: [String]?, in type: String, index: ProjectIndex, depth: Int
  ) -> Bool {
    let functions = methodBodies(method, labels: labels, in: type, index: index)
    guard !functions.isEmpty, depth < 2 else { return false }
    return functions.allSatisfy { function in
      guard let body = function.body else { return false }
      let scanner = LocalStoreScanner(
        storeNames: storeNames(of: type, function: function, index: index))
      scanner.walk(body)
      guard scanner.onlyStoreWork else { return false }
      return scanner.ownCalls.allSatisfy { call in
        guard let name = SyntaxQueries.calleeName(call.calledExpression) else { return false }
        return worksOnLocalStoreOnly(
          name, labels: argumentLabels(of: call), in: type, index: index, depth: depth + 1)
      }
    }
  }

  /// The names that reach the store in `function`: the type's stored containers and contexts,
  /// and the function's parameters typed as a context.
  private static func storeNames(
    of type: String, function: FunctionDeclSyntax, index: ProjectIndex
  ) -> Set<String> {
    var names: Set<String> = []
    for property in index.storedProperties(of: type) {
      guard let held = property.inferredTypeName,
        persistenceContainerTypes.contains(held) || persistenceContextTypes.contains(held)
      else { continue }
      names.insert(property.name)
    }
    for parameter in function.signature.parameterClause.parameters {
      let typeText = parameter.type.trimmedDescription.replacingOccurrences(of: "?", with: "")
      if persistenceContextTypes.contains(typeText) {
        names.insert((parameter.secondName ?? parameter.firstName).text)
      }
    }
    return names
  }
}

/// Scans a method body for work other than on the local store (see
/// `ViewCallsServiceRule.isForgottenLocalPersistenceWrite`).
private final class LocalStoreScanner: SyntaxVisitor {
  let storeNames: Set<String>
  /// Locals bound to something reached from the store (`let context = container.viewContext`).
  private var storeLocals: Set<String> = []
  private(set) var onlyStoreWork = true
  /// Calls of the type's own methods by bare name (`exists(model, in: context)`).
  private(set) var ownCalls: [FunctionCallExprSyntax] = []

  init(storeNames: Set<String>) {
    self.storeNames = storeNames
    super.init(viewMode: .sourceAccurate)
  }

  private func reachesStore(_ expression: ExprSyntax) -> Bool {
    guard let root = SyntaxQueries.rootIdentifier(of: expression) else { return false }
    return storeNames.contains(root.name) || storeLocals.contains(root.name)
  }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value,
      reachesStore(TypeNames.unwrapEffects(value))
        || value.as(FunctionCallExprSyntax.self).map({ call in
          SyntaxQueries.methodCall(call).map { reachesStore($0.receiver) } ?? false
        }) == true
    {
      storeLocals.insert(name)
    }
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let value = node.initializer?.value,
      let call = TypeNames.unwrapEffects(value).as(FunctionCallExprSyntax.self),
      SyntaxQueries.methodCall(call) == nil, SyntaxQueries.calleeName(call.calledExpression) != nil
    {
      // `if let existing = exists(model, in: context)`: a value the type's own lookup returns.
      storeLocals.insert(name)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let name = SyntaxQueries.calleeName(node.calledExpression) ?? ""
    if SystemWorkScanner.reporting.contains(name) || name == "Task" { return .visitChildren }
    if TypeNames.typeName(ofCallee: node.calledExpression) != nil { return .visitChildren }
    if let (receiver, method) = SyntaxQueries.methodCall(node) {
      let text = receiver.trimmedDescription
      if reachesStore(receiver) { return .visitChildren }
      if text == "DispatchQueue.main", method.hasPrefix("async") { return .visitChildren }
      if text == "WidgetCenter.shared", method.hasPrefix("reload") { return .visitChildren }
      if text == "self" {
        ownCalls.append(node)
        return .visitChildren
      }
      onlyStoreWork = false
      return .skipChildren
    }
    if node.calledExpression.is(DeclReferenceExprSyntax.self) {
      ownCalls.append(node)
      return .visitChildren
    }
    onlyStoreWork = false
    return .skipChildren
  }
}
