import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A parsed source file with everything the rules need: its tree, a location converter, its
/// declarations, its suppression comments and any syntax errors.
struct LintFile: Sendable {
  /// The path shown in output.
  let displayPath: String
  /// The path relative to the configuration root, used by the baseline.
  let relativePath: String
  let tree: SourceFileSyntax
  let converter: SourceLocationConverter
  /// The file's type declarations; a name several modules declare is keyed `Module.Name`.
  var declarations: [TypeDeclaration]
  /// The module (target) the file belongs to; see ``ModuleMap``.
  var module = ""
  let directives: SuppressionDirectives
  /// Syntax errors: the first few messages and where they are.
  let syntaxErrors: [(message: String, position: SourcePosition)]
  /// The number of lines in the file.
  let lineCount: Int
  /// Every member the file's code writes; see ``MemberWrite``.
  let memberWrites: [MemberWrite]
  /// The names of the type aliases the file declares (outside function bodies).
  let typeAliasNames: Set<String>

  /// How deeply the parser nests before it gives up: a release build's limit, in every build.
  static let maximumNestingLevel = 256

  /// Parses a file. Never fails: a file with syntax errors keeps its usable tree.
  init(source: String, displayPath: String, relativePath: String) {
    self.displayPath = displayPath
    self.relativePath = relativePath
    // Swift 5 mode: most apps are still built in it, and what Swift 6 rejects but Swift 5 only
    // warns about (`@Environment (\.colorScheme)`) is not a syntax error there. The nesting cap
    // is explicit: swift-syntax defaults to 20 in debug builds and 256 in release, and deeply
    // nested SwiftUI is valid code whichever build lints it.
    var text = source
    let tree = text.withUTF8 {
      Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel, swiftVersion: .v5)
    }
    self.tree = tree
    let converter = SourceLocationConverter(fileName: displayPath, tree: tree)
    self.converter = converter
    let collector = DeclarationCollector(file: displayPath, converter: converter)
    collector.walk(tree)
    self.declarations = collector.declarations
    self.typeAliasNames = collector.typeAliasNames
    self.directives = SuppressionDirectives.scan(tree, source: source, converter: converter)
    self.memberWrites = MemberWriteScanner.scan(tree)
    self.lineCount = converter.location(for: tree.endPosition).line
    if tree.hasError {
      let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
      syntaxErrors = diagnostics.filter { $0.diagMessage.severity == .error }.prefix(5).map {
        let location = $0.location(converter: converter)
        return ($0.message, SourcePosition(line: location.line, column: location.column))
      }
    } else {
      syntaxErrors = []
    }
  }

  /// The position of a node, after its leading trivia.
  func position(of node: some SyntaxProtocol) -> SourcePosition {
    let location = node.startLocation(converter: converter)
    return SourcePosition(line: location.line, column: location.column)
  }

  /// The text of a line without surrounding whitespace, for fingerprints.
  func lineText(_ line: Int) -> String {
    guard line >= 1, line <= lineCount else { return "" }
    let start = converter.position(ofLine: line, column: 1)
    let end = line < lineCount ? converter.position(ofLine: line + 1, column: 1) : tree.endPosition
    guard let token = tree.token(at: start) else { return "" }
    var text = ""
    var current: TokenSyntax? = token
    while let token = current, token.positionAfterSkippingLeadingTrivia < end {
      text += token.text
      current = token.nextToken(viewMode: .sourceAccurate)
    }
    return text
  }
}
