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
  /// Other targets that compile the file too (an Xcode target that adds another target's
  /// folder file through a synchronized folder's exceptions); their code sees its types.
  var otherModules: [String] = []
  let directives: SuppressionDirectives
  /// Syntax errors: the first few messages and where they are.
  let syntaxErrors: [(message: String, position: SourcePosition)]
  /// The number of lines in the file.
  let lineCount: Int
  /// Every member the file's code writes; see ``MemberWrite``.
  let memberWrites: [MemberWrite]
  /// Every construction by type name outside previews; see `ConstructionSite`.
  let constructions: [ConstructionSite]
  /// Every capitalized name the file writes, with the outermost type it is written in.
  let typeMentions: Set<TypeMention>
  /// The names of the type aliases the file declares (outside function bodies).
  let typeAliasNames: Set<String>
  /// The file's global variables by name, with the type each is declared or made with.
  let globalTypes: [String: String]

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
    var tree = Self.parse(source)
    // swift-syntax lexes bare-slash regex literals in every language mode, and after a member
    // named by a keyword (`usage.internal / 1024`) it takes the `/` for a regex's start; Swift 5
    // has no bare-slash regexes, so the compiler reads a division. Such a file is parsed again
    // with those members escaped (`` usage.`internal` / 1024 ``), and that parse is kept when it
    // has fewer errors (a file broken elsewhere is reported where it is broken).
    if tree.hasError, let escaped = Self.escapingKeywordMembersBeforeSlash(source) {
      let retry = Self.parse(escaped)
      if !retry.hasError || Self.errorCount(retry) < Self.errorCount(tree) { tree = retry }
    }
    self.tree = tree
    let converter = SourceLocationConverter(fileName: displayPath, tree: tree)
    self.converter = converter
    let collector = DeclarationCollector(file: displayPath, converter: converter)
    collector.walk(tree)
    self.declarations = collector.declarations
    self.typeAliasNames = collector.typeAliasNames
    self.globalTypes = collector.globalTypes
    self.directives = SuppressionDirectives.scan(tree, source: source, converter: converter)
    (self.memberWrites, self.constructions, self.typeMentions) = MemberWriteScanner.scan(tree)
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

  /// The number of syntax errors in a tree.
  private static func errorCount(_ tree: SourceFileSyntax) -> Int {
    ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }
      .count
  }

  /// Parses `source` in Swift 5 mode with the release nesting limit.
  private static func parse(_ source: String) -> SourceFileSyntax {
    var text = source
    return text.withUTF8 {
      Parser.parse(source: $0, maximumNestingLevel: maximumNestingLevel, swiftVersion: .v5)
    }
  }

  /// Keywords that a member access may name without backticks (`usage.internal`,
  /// `style.default`) and after which swift-syntax would start a regex literal.
  static let keywordMemberNames: Set<String> = [
    "internal", "public", "private", "fileprivate", "open", "package", "static", "class",
    "default", "case", "in", "is", "as", "for", "while", "repeat", "return", "where", "let", "var",
    "func", "import", "operator", "some", "any", "if", "else", "switch", "do", "try", "throw",
    "throws", "rethrows", "catch", "defer", "guard", "break", "continue", "fallthrough",
    "extension", "struct", "enum", "protocol", "typealias", "subscript", "deinit",
    "associatedtype", "inout", "await", "async", "consume", "copy", "each",
  ]

  /// `source` with every member named by a keyword and followed by a `/` (not a comment)
  /// escaped with backticks, or `nil` when there is none.
  static func escapingKeywordMembersBeforeSlash(_ source: String) -> String? {
    let bytes = Array(source.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 16)
    var changed = false
    var index = 0
    func isWordByte(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }
    while index < bytes.count {
      let byte = bytes[index]
      output.append(byte)
      index += 1
      guard byte == 0x2E else { continue }  // `.`
      var end = index
      while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
      guard end > index,
        keywordMemberNames.contains(String(decoding: bytes[index..<end], as: UTF8.self))
      else { continue }
      var next = end
      while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
      guard next < bytes.count, bytes[next] == 0x2F,  // `/`
        next + 1 >= bytes.count || (bytes[next + 1] != 0x2F && bytes[next + 1] != 0x2A)
      else { continue }
      output.append(0x60)
      output.append(contentsOf: bytes[index..<end])
      output.append(0x60)
      index = end
      changed = true
    }
    return changed ? String(decoding: output, as: UTF8.self) : nil
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
