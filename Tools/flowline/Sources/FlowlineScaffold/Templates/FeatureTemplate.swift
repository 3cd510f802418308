/// The text of every generated file for one feature name and set of options.
///
/// Each template is a raw string literal (`#"""…"""#`), so `\#(…)` fills in names while the
/// generated code's own `\(…)` interpolations stay as they are. Declarations get the access
/// modifier in ``a``; explicit initializers exist only when the access level is not `internal`
/// (an internal struct's memberwise initializer serves, and swift-format asks for it).
struct FeatureTemplate {
  let name: FeatureName
  let options: ScaffoldOptions

  /// The feature type: `Profile`.
  var feature: String { name.rawValue }
  /// The model the feature lists: `ProfileItem`.
  var item: String { "\(feature)Item" }
  /// The service protocol: `ProfileService`.
  var service: String { "\(feature)Service" }
  /// The stand-in service for previews: `SampleProfileService`.
  var sampleService: String { "Sample\(feature)Service" }
  /// The tests' service: `ProfileServiceStub`.
  var stub: String { "\(feature)ServiceStub" }
  /// The SwiftUI view: `ProfileView`.
  var view: String { "\(feature)View" }
  /// The terminal front end: `ProfileTerminalView`.
  var terminalView: String { "\(feature)TerminalView" }

  /// The access modifier with its trailing space, or nothing for `internal`.
  var a: String { options.access.modifier }

  /// Whether the generated structs need explicit initializers (their memberwise initializers
  /// are internal).
  var needsInitializers: Bool { options.access != .internal }

  /// The imports of a test file: `modules` and the feature's module, sorted as swift-format
  /// wants them, with `@testable import` in a group of its own when the code is internal.
  func testImports(_ modules: [String]) -> String {
    if options.access == .internal {
      return (modules.sorted().map { "import \($0)" } + ["", "@testable import \(options.module)"])
        .joined(separator: "\n")
    }
    return (modules + [options.module]).sorted().map { "import \($0)" }.joined(separator: "\n")
  }

  /// The line of the feature's documentation that names the view's file, with the line break
  /// before it; empty without a view.
  var viewFileLine: String {
    switch options.userInterface {
    case .swiftUI: return "\n/// - The view: `\(view).swift`."
    case .terminal: return "\n/// - The terminal view: `\(terminalView).swift`."
    case .none: return ""
    }
  }

  /// A parameter of an explicit initializer, stored in the property of the same name.
  struct Parameter {
    let name: String
    let type: String
    var defaultValue: String?
    /// What the parameter is, for its documentation: "The rows, in order."
    let summary: String
  }

  /// An explicit initializer assigning each parameter to the property of the same name, preceded
  /// by a blank line; empty when the memberwise initializer serves.
  ///
  /// - Parameters:
  ///   - summary: The initializer's one-line documentation.
  ///   - parameters: The parameters.
  ///   - indent: The indentation of the declaration.
  func initializer(_ summary: String, _ parameters: [Parameter], indent: String) -> String {
    guard needsInitializers else { return "" }
    let declarations = parameters.map { parameter in
      "\(parameter.name): \(parameter.type)"
        + (parameter.defaultValue.map { " = \($0)" } ?? "")
    }
    var lines = ["", "", "\(indent)/// \(summary)", "\(indent)///"]
    if let only = parameters.first, parameters.count == 1 {
      lines.append("\(indent)/// - Parameter \(only.name): \(only.summary)")
    } else {
      lines.append("\(indent)/// - Parameters:")
      for parameter in parameters {
        lines.append("\(indent)///   - \(parameter.name): \(parameter.summary)")
      }
    }
    let oneLine = "\(indent)\(a)init(\(declarations.joined(separator: ", "))) {"
    if oneLine.count <= 100 {
      lines.append(oneLine)
    } else {
      lines.append("\(indent)\(a)init(")
      for (index, declaration) in declarations.enumerated() {
        let comma = index < declarations.count - 1 ? "," : ""
        lines.append("\(indent)  \(declaration)\(comma)")
      }
      lines.append("\(indent)) {")
    }
    for parameter in parameters {
      lines.append("\(indent)  self.\(parameter.name) = \(parameter.name)")
    }
    lines.append("\(indent)}")
    return lines.joined(separator: "\n")
  }
}
