import Foundation
import SwiftSyntax

/// The outcome of a lint run.
public struct LintResult: Sendable {
  /// The findings that were not suppressed, sorted by file and position.
  public var findings: [Finding]
  /// How many files were checked.
  public var fileCount: Int
  /// How many lines were checked.
  public var lineCount: Int
  /// How many findings inline suppression comments silenced.
  public var suppressedCount: Int
  /// Files that were skipped because they could not be read as UTF-8 text.
  public var skippedFiles: [String] = []
  /// Swift files in an Xcode project's folder that none of the project's targets compiles
  /// (stale copies left behind): they are not linted, since no build ever runs them.
  public var filesInNoTarget: [String] = []

  /// The number of findings per rule identifier.
  public var countsByRule: [String: Int] {
    findings.reduce(into: [:]) { $0[$1.ruleID, default: 0] += 1 }
  }
}

/// Runs the rules over a set of Swift files.
///
/// Files are parsed and checked in parallel; the cross-file rules then run on facts gathered
/// from every file.
///
/// ```swift
/// let linter = Linter(configuration: Configuration())
/// let result = try await linter.lint(paths: ["Sources"])
/// for finding in result.findings { print(finding.message) }
/// ```
public struct Linter: Sendable {
  /// The configuration in force.
  public let configuration: Configuration

  /// Creates a linter.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// Lints the Swift files at or under `paths`, skipping excluded ones.
  ///
  /// - Throws: ``SourceDiscoveryError`` when a path does not exist.
  public func lint(paths: [String]) async throws -> LintResult {
    let discovery = try SourceDiscovery.discover(paths: paths, configuration: configuration)
    // Folders are a project (a view none of its files constructs is dead code), except for
    // what the configuration excludes, whose type names still count as written.
    let excluded = await Self.parallelMap(discovery.excludedFiles) { path in
      (try? String(contentsOfFile: path, encoding: .utf8)).map(Self.typeLikeWords) ?? []
    }
    return await lint(
      discovery.inputs, isWholeProject: discovery.namedFoldersOnly,
      namesWrittenElsewhere: excluded.reduce(into: []) { $0.formUnion($1) })
  }

  /// Lints sources whose text may already be in memory (an editor's buffers, tests).
  ///
  /// - Parameter isWholeProject: The inputs are all of a project's sources, so a view none of
  ///   them constructs is dead code the rendering rules skip (see Docs/Rules.md, "How views
  ///   are found"). Leave it `false` for a selection of files, such as an editor's open file
  ///   or the files a change touched.
  public func lint(_ inputs: [SourceInput], isWholeProject: Bool = false) async -> LintResult {
    await lint(inputs, isWholeProject: isWholeProject, namesWrittenElsewhere: [])
  }

  /// The words of `text` spelled like types (capitalized after any leading underscores),
  /// wherever they are: code, comments and strings alike.
  static func typeLikeWords(_ text: String) -> Set<String> {
    var words: Set<String> = []
    var current: [UInt8] = []
    func flush() {
      if let first = current.first(where: { $0 != UInt8(ascii: "_") }),
        first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
      {
        words.insert(String(decoding: current, as: UTF8.self))
      }
      current.removeAll(keepingCapacity: true)
    }
    for byte in text.utf8 {
      let isWordByte =
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      if isWordByte {
        current.append(byte)
      } else if !current.isEmpty {
        flush()
      }
    }
    if !current.isEmpty { flush() }
    return words
  }

  private func lint(
    _ inputs: [SourceInput], isWholeProject: Bool, namesWrittenElsewhere: Set<String>
  ) async -> LintResult {
    // Files no Xcode target compiles are left out (and listed).
    let placed = zip(inputs, ModuleMap.modules(for: inputs))
    let inNoTarget = placed.filter { $0.1 == [ModuleMap.unbuiltModule] }.map(\.0.displayPath)
    let built = placed.filter { $0.1 != [ModuleMap.unbuiltModule] }
    let inputs = built.map(\.0)
    let modules = built.map(\.1)
    let parsed = await Self.parallelMap(inputs) { input -> LintFile? in
      let text = input.text ?? (try? String(contentsOfFile: input.absolutePath, encoding: .utf8))
      guard let text else { return nil }
      return LintFile(
        source: text, displayPath: input.displayPath, relativePath: input.relativePath)
    }
    var files: [LintFile] = []
    for (file, fileModules) in zip(parsed, modules) {
      guard var file, let module = fileModules.first else { continue }
      file.module = module
      file.otherModules = Array(fileModules.dropFirst())
      for position in file.declarations.indices { file.declarations[position].module = module }
      files.append(file)
    }
    NestedTypeIdentity.separateNestedTypes(&files)
    let moduleAliases = TypeIdentity.separateModules(&files)
    let skipped = zip(inputs, parsed).filter { $0.1 == nil }.map(\.0.displayPath)

    let writes = files.flatMap { file in
      file.memberWrites.map { write in
        var write = write
        write.module = file.module
        return write
      }
    }
    var globalTypes: [String: [String: String]] = [:]
    for file in files where !file.globalTypes.isEmpty {
      for module in [file.module] + file.otherModules {
        globalTypes[module, default: [:]].merge(file.globalTypes) { first, _ in first }
      }
    }
    var filesMentioning: [String: Set<String>] = [:]
    for file in files {
      for mention in file.typeMentions {
        filesMentioning[mention.name, default: []].insert(file.displayPath)
      }
    }
    let index = ProjectIndex(
      files: files.map(\.declarations), memberWrites: writes, globalTypes: globalTypes,
      typeAliasNames: files.reduce(into: []) { $0.formUnion($1.typeAliasNames) },
      constructions: files.flatMap(\.constructions), moduleAliases: moduleAliases,
      typeMentions: isWholeProject
        ? files.flatMap(\.typeMentions)
          + namesWrittenElsewhere.map { TypeMention(name: $0, scope: "") } : nil,
      filesMentioning: filesMentioning)
    let context = RuleContext(index: index, naming: configuration.naming)
    let fileRules = RuleCatalog.fileRules.compactMap { make($0) }
    let projectRules = RuleCatalog.projectRules.compactMap { make($0) }
    let needsFacts = !projectRules.isEmpty

    let perFile = await Self.parallelMap(files) { file in
      let findings = fileRules.flatMap { $0.check(file, context: context) }
      let usage = needsFacts ? PropertyUsageCollector.collect(file, index: index) : ProjectFacts()
      return (findings, usage)
    }
    var findings = perFile.flatMap(\.0)
    var facts = ProjectFacts()
    for (_, usage) in perFile { facts.merge(usage) }
    // The project rules read the merged facts independently: one per core.
    let projectFacts = facts
    findings += await Self.parallelMap(projectRules) { rule in
      rule.check(projectFacts, context: context)
    }.flatMap { $0 }
    let byPath = Dictionary(files.map { ($0.displayPath, $0) }, uniquingKeysWith: { a, _ in a })
    findings = Self.droppingUnrendered(findings, index: index, files: byPath)
    findings += parseErrorNotes(files)

    var kept: [Finding] = []
    var suppressed = 0
    for var finding in findings {
      guard let file = byPath[finding.file],
        !file.directives.isInactive(line: finding.position.line)
      else { continue }
      if file.directives.suppresses(finding.ruleID, line: finding.position.line) {
        suppressed += 1
        continue
      }
      finding.projectPath = file.relativePath
      Self.tidy(&finding)
      finding.fingerprint = Fingerprint.make(
        ruleID: finding.ruleID, symbol: finding.symbol,
        lineText: file.lineText(finding.position.line))
      kept.append(finding)
    }
    kept = Self.onePerLocation(kept)
    kept.sort {
      ($0.file, $0.position.line, $0.position.column, $0.ruleID)
        < ($1.file, $1.position.line, $1.position.column, $1.ruleID)
    }
    return LintResult(
      findings: kept, fileCount: files.count, lineCount: files.reduce(0) { $0 + $1.lineCount },
      suppressedCount: suppressed, skippedFiles: skipped, filesInNoTarget: inNoTarget)
  }

  /// The rules about what a view does when it renders; a view nothing ever constructs never
  /// does it (``ProjectIndex/unrenderedViews``).
  static let renderingRules: Set<String> = [
    "body-side-effect", "view-calls-service", "observed-object-owned",
    "environment-object-overuse", "prop-drilling", "state-holds-reference",
  ]

  /// `findings` without those of the rendering rules inside a view nothing ever constructs
  /// (its declaration or one of its extensions).
  static func droppingUnrendered(
    _ findings: [Finding], index: ProjectIndex, files byPath: [String: LintFile]
  ) -> [Finding] {
    guard !index.unrenderedViews.isEmpty else { return findings }
    var ranges: [String: [ClosedRange<Int>]] = [:]
    for name in index.unrenderedViews {
      for declaration in index.declarations[name] ?? [] {
        guard let file = byPath[declaration.file] else { continue }
        let end = file.converter.location(for: declaration.node.endPositionBeforeTrailingTrivia)
        ranges[declaration.file, default: []].append(declaration.position.line...end.line)
      }
    }
    return findings.filter { finding in
      !renderingRules.contains(finding.ruleID)
        || !(ranges[finding.file] ?? []).contains { $0.contains(finding.position.line) }
    }
  }

  private func make<Rule: LintRule>(_ type: Rule.Type) -> Rule? {
    let settings = configuration.settings(for: type.description.id)
    guard settings.isEnabled else { return nil }
    return Rule(settings: settings, severity: configuration.severity(for: type.description))
  }

  private func parseErrorNotes(_ files: [LintFile]) -> [Finding] {
    let rule = RuleCatalog.parseError
    let settings = configuration.settings(for: rule.id)
    guard settings.isEnabled else { return [] }
    let severity = configuration.severity(for: rule)
    return files.compactMap { file in
      guard let first = file.syntaxErrors.first else { return nil }
      let more = file.syntaxErrors.count > 1 ? " (and more)" : ""
      return Finding(
        ruleID: rule.id, severity: severity,
        message: "syntax error: \(first.message)\(more); the rest of the file was still checked",
        file: file.displayPath, position: first.position, symbol: "")
    }
  }

  /// Maps in parallel over contiguous chunks, keeping the input order.
  static func parallelMap<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], _ transform: @escaping @Sendable (Input) -> Output
  ) async -> [Output] {
    let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
    guard inputs.count > 1, workers > 1 else { return inputs.map(transform) }
    let chunkCount = min(inputs.count, workers * 4)
    let chunkSize = (inputs.count + chunkCount - 1) / chunkCount
    return await withTaskGroup(of: (Int, [Output]).self) { group in
      for start in stride(from: 0, to: inputs.count, by: chunkSize) {
        let slice = Array(inputs[start..<min(start + chunkSize, inputs.count)])
        group.addTask { (start, slice.map(transform)) }
      }
      var chunks: [(Int, [Output])] = []
      for await chunk in group { chunks.append(chunk) }
      return chunks.sorted { $0.0 < $1.0 }.flatMap(\.1)
    }
  }
}
